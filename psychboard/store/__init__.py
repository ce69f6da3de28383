"""User data kept across runs: finished games, personal bests, past answers."""
