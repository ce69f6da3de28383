"""Psychological Warfare: Archetypes clash over four Needs with Mental Energy, Baggage,
reactions, Defense Mechanisms, Phobias and Hidden Agendas."""
