"""Phones as private hands: the message protocol (pure), the server (its own thread) and
the Qt side that ties a game's phone seats to its controller. Imported only when a game
with phone seats opens: start-up loads none of it."""
