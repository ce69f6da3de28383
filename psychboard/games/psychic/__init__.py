"""Psychic Solitaire: one pass through the deck, foretelling colour, suit, kind and card."""
