"""The pure core: generator, codec, cards, saves and their failure modes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from psychboard.core import saves
from psychboard.core.cards import JOKER, Card, Suit, standard_deck, suit_cards
from psychboard.core.errors import SaveError
from psychboard.core.rng import Rng
from psychboard.core.saves import SavedGame, SeatConfig
from tests.fixture_game import DieGuessOptions, DieGuessRules, Guess

RULES = DieGuessRules()


def rules_for(game: str) -> DieGuessRules | None:
    return RULES if game == "dieguess" else None


@given(seed=st.integers(0, 2**64 - 1), n=st.integers(1, 1000))
def test_rng_is_reproducible_and_in_range(seed: int, n: int) -> None:
    a, rng_a = Rng.from_seed(seed).below(n)
    b, rng_b = Rng.from_seed(seed).below(n)
    assert a == b and rng_a == rng_b and 0 <= a < n


def test_rng_stream_is_fixed_across_versions() -> None:
    """Saves replay by seed: the generator's output must never change."""
    values = []
    rng = Rng.from_seed(42)
    for _ in range(3):
        value, rng = rng.next64()
        values.append(value)
    assert values == [13679457532755275413, 2949826092126892291, 5139283748462763858]


@given(seed=st.integers(0, 2**63))
def test_shuffle_is_a_permutation(seed: int) -> None:
    deck = standard_deck(jokers=1)
    shuffled, _ = Rng.from_seed(seed).shuffled(deck)
    assert sorted(shuffled, key=Card.sort_key.fget) == sorted(deck, key=Card.sort_key.fget)


def test_card_codes_round_trip() -> None:
    for card in standard_deck(jokers=1):
        assert Card.parse(card.code) == card
    assert Card.parse("qh") == Card(12, Suit.HEARTS)
    assert Card(12, Suit.HEARTS).name == "Queen of Hearts"
    assert len(set(standard_deck())) == 52 and JOKER.is_joker and JOKER.colour is None
    assert [c.rank for c in suit_cards(Suit.SPADES)] == list(range(1, 14))
    with pytest.raises(ValueError):
        Card.parse("1X")
    with pytest.raises(ValueError):
        Card(14, Suit.CLUBS)


def _save(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return path


def _good() -> dict[str, object]:
    save = SavedGame("dieguess", DieGuessOptions(players=2), 9, (SeatConfig("A"), SeatConfig("B")),
                     ((0, Guess(3)), (1, Guess(4))))
    return saves.encode(save, RULES)


def test_save_round_trip(tmp_path: Path) -> None:
    path = _save(tmp_path, _good())
    loaded = saves.read(path, rules_for)
    assert loaded.actions == ((0, Guess(3)), (1, Guess(4)))
    assert saves.replay(RULES, loaded).round == 2


@pytest.mark.parametrize(("mutate", "expected"), [
    (lambda d: "", "empty"),
    (lambda d: json.dumps(d)[:40], "truncated"),
    (lambda d: "[1, 2]", "not a Psychboard saved game"),
    (lambda d: {**d, "version": 99}, "newer Psychboard"),
    (lambda d: {**d, "game": "chess"}, "unknown game"),
    (lambda d: {**d, "seed": "x"}, "seed"),
    (lambda d: {**d, "options": {"players": "two"}}, "settings are damaged"),
    (lambda d: {**d, "seats": [d["seats"][0]]}, "1 seats for 2 players"),
    (lambda d: {**d, "actions": [{"seat": 0, "action": {"type": "Guess", "value": 9}}]},
     "breaks the rules"),
    (lambda d: {**d, "actions": [{"seat": 0, "action": {"type": "Hack"}}]}, "unknown action"),
    (lambda d: {**d, "actions": [{"seat": 5, "action": {"type": "Guess", "value": 1}}]},
     "no valid seat"),
    (lambda d: {**d, "actions": [{"seat": True, "action": {"type": "Guess", "value": 1}}]},
     "no valid seat"),
])
def test_bad_saves_are_refused_with_the_file_named(tmp_path: Path, mutate: object,
                                                   expected: str) -> None:
    data = mutate(_good())  # type: ignore[operator]
    path = _save(tmp_path, data)
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        saves.read(path, rules_for)
    assert str(path) in str(caught.value) and expected in str(caught.value)
    assert path.read_bytes() == before


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "save.json"
    save = SavedGame("dieguess", DieGuessOptions(players=1), 1, (SeatConfig("A"),))
    saves.write(path, save, RULES)
    saves.write(path, save, RULES)
    assert [p.name for p in path.parent.iterdir()] == ["save.json"]


def test_pure_modules_never_import_qt() -> None:
    code = ("import sys, pkgutil, importlib, psychboard.core as core, psychboard.games as games\n"
            "for m in pkgutil.walk_packages(core.__path__, 'psychboard.core.'):\n"
            "    importlib.import_module(m.name)\n"
            "import psychboard.games.registry as r\n"
            "for spec in r.GAMES.values():\n"
            "    spec.rules and spec.rules()\n"
            "    [f() for f in spec.bots.values()]\n"
            "for m in pkgutil.walk_packages(games.__path__, 'psychboard.games.'):\n"
            "    pure = m.name.rsplit('.', 1)[-1] in ('rules', 'ai', 'deck', 'board')\n"
            "    if pure or '.ai.' in m.name or '.rules.' in m.name:\n"
            "        importlib.import_module(m.name)\n"
            "print(sorted(k for k in sys.modules if k.startswith('PySide6')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_user_data_follows_the_system_convention(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from psychboard.core import resources

    monkeypatch.delenv("PSYCHBOARD_DATA_DIR")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert resources.user_data_dir() == tmp_path / "xdg" / "psychboard"
    assert resources.autosave_path("jujitsu") == tmp_path / "xdg/psychboard/autosave/jujitsu.json"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert resources.user_data_dir() == tmp_path / "home/.local/share/psychboard"


def test_small_counts_are_written_as_words_and_larger_ones_as_figures() -> None:
    from psychboard.core.text import number_word

    assert [number_word(n) for n in (1, 5, 6, 12, 13)] == ["one", "five", "six", "twelve", "13"]
