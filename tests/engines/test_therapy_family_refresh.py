"""A family deck added while Psychboard runs reaches Therapy's computer players too: they look
cards up in a table of every playable card, which once kept the cards of the first game."""

from __future__ import annotations

import json

from psychboard.core import decks
from psychboard.games import registry
from psychboard.games.therapy import ai


def test_the_computer_players_know_a_card_added_after_their_first_game() -> None:
    registry.decks_changed("therapy")
    assert "our-001" not in ai.table().questions
    folder = decks.family_dir("therapy")
    folder.mkdir(parents=True, exist_ok=True)
    card = {"id": "our-001", "type": "player", "ages": 8,
            "question": "Which player at this table would {player} call first for help?"}
    (folder / "ours.json").write_text(json.dumps(
        {"format": "psychboard-deck", "version": 1, "game": "therapy",
         "kind": "therapy-question", "title": "Ours", "cards": [card]}), encoding="utf-8")
    registry.decks_changed("therapy")
    try:
        assert ai.table().questions["our-001"].question == card["question"]
    finally:
        (folder / "ours.json").unlink()
        registry.decks_changed("therapy")
