"""docs/decks/warfare-cards.md is generated from the card data and kept up to date."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from psychboard.games.warfare.deck import shipped_set

ROOT = Path(__file__).resolve().parents[2]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("warfare_cards_doc",
                                                  ROOT / "tools" / "warfare_cards_doc.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_card_list_matches_the_data() -> None:
    written = (ROOT / "docs" / "decks" / "warfare-cards.md").read_text(encoding="utf-8")
    assert written == _tool().render(shipped_set()), \
        "run tools/warfare_cards_doc.py to regenerate docs/decks/warfare-cards.md"


def test_the_list_names_every_card_and_archetype() -> None:
    text = _tool().render(shipped_set())
    cards = shipped_set()
    for card in cards.cards.values():
        assert f"| {card.name} |" in text
    for archetype in cards.archetypes:
        assert f"| {archetype.name} |" in text
    assert "**93 playing cards**" in text
