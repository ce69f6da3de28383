"""Save fields a game can't play with are refused when the save is read — one SaveError naming
the file and the field — for every game, on Open, Resume and `psychboard replay` alike: a
computer level the game doesn't offer, pinned content with no cards of a kind the game
deals from."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from psychboard.app import cli
from psychboard.core import saves
from psychboard.core.errors import SaveError
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.games import registry
from psychboard.games.registry import GameSpec
from psychboard.games.therapy.deck import STAGE_TITLES

GAMES = [spec for spec in registry.with_rules() if spec.bots]
UNKNOWN_LEVELS = [pytest.param(spec, level, id=f"{spec.id}-{level!r}") for spec in GAMES
                  for level in ("greedy", "Easy", "", "hard ") if level not in spec.bots]


def _pins_content(spec: GameSpec) -> bool:
    assert spec.rules is not None
    rules = spec.rules()
    return rules.content(rules.options_type(players=rules.min_players)) is not None


PINNING = [spec for spec in GAMES if _pins_content(spec)]


def save_of(spec: GameSpec, level: str | None = None, content: Any = None) -> dict[str, Any]:
    """A new game of `spec` between computers (the first at `level`, when given)."""
    assert spec.rules is not None
    rules = spec.rules()
    players = rules.min_players
    first = next(iter(spec.bots))
    levels = [first if level is None else level] + [first] * (players - 1)
    seats = tuple(SeatConfig(f"Bot {i}", kind="computer", level=lv)
                  for i, lv in enumerate(levels))
    data = saves.encode(SavedGame(spec.id, rules.options_type(players=players), 3, seats),
                        rules)
    if content is not None:
        data["content"] = content
    return data


def write(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refused(path: Path) -> str:
    with pytest.raises(SaveError) as caught:
        saves.read(path, registry.rules_for, registry.levels_for)
    assert str(caught.value).startswith(str(path))
    return caught.value.problem


@pytest.mark.parametrize(("spec", "level"), UNKNOWN_LEVELS)
def test_a_computer_level_the_game_doesnt_offer_is_refused(
        tmp_path: Path, spec: GameSpec, level: str) -> None:
    problem = refused(write(tmp_path, save_of(spec, level)))
    assert problem.startswith("seat 1") and "\"level\"" in problem, problem


@pytest.mark.parametrize("spec", GAMES, ids=[s.id for s in GAMES])
def test_every_level_the_game_offers_is_read(tmp_path: Path, spec: GameSpec) -> None:
    for level in spec.bots:
        saved = saves.read(write(tmp_path, save_of(spec, level)), registry.rules_for,
                           registry.levels_for)
        assert saved.seats[0].level == level


def test_a_persons_level_is_not_a_computers(tmp_path: Path) -> None:
    data = save_of(registry.GAMES["therapy"])
    data["seats"][0].update(kind="human", level="greedy")
    saves.read(write(tmp_path, data), registry.rules_for, registry.levels_for)


def test_replay_refuses_an_unknown_level_with_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, save_of(registry.GAMES["therapy"], "greedy"))
    assert cli.run(["replay", str(path)]) == cli.EXIT_USAGE
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and str(path) in said[0] and "\"level\"" in said[0], said


@pytest.mark.parametrize("spec", PINNING, ids=[s.id for s in PINNING])
def test_content_with_no_cards_is_refused(tmp_path: Path, spec: GameSpec) -> None:
    problem = refused(write(tmp_path, save_of(spec, content={"cards": []})))
    assert "card" in problem, problem


THERAPY_KINDS = ["Therapy", "Crisis", *(f"{t} Insight" for t in STAGE_TITLES.values())]


@pytest.mark.parametrize("kind", THERAPY_KINDS)
def test_therapy_content_missing_a_kind_of_card_is_refused(tmp_path: Path, kind: str) -> None:
    """Every Therapy deck is drawn from; a save without one of them crashed the first draw."""
    from psychboard.games.therapy.rules.content import all_cards

    rules = registry.GAMES["therapy"].rules
    assert rules is not None
    table = rules().table  # type: ignore[attr-defined]
    dropped = {c.id for c in all_cards(table) if _kind(c) == kind}
    data = save_of(registry.GAMES["therapy"])
    data["content"]["cards"] = [e for e in data["content"]["cards"] if e[0] not in dropped]
    problem = refused(write(tmp_path, data))
    assert f"no {kind} cards" in problem and "\"content\"" in problem, problem


def _kind(card: Any) -> str:
    from psychboard.games.therapy.deck import CrisisCard, InsightCard

    if isinstance(card, InsightCard):
        return f"{STAGE_TITLES[card.stage]} Insight"
    return "Crisis" if isinstance(card, CrisisCard) else "Therapy"
