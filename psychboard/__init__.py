"""Psychboard: five psychology-themed tabletop games for families on one computer."""

__version__ = "0.1.0"
