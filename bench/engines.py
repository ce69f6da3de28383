"""Engine speed: random playouts through the Rules protocol against a minimal engine.

    python bench/engines.py                # about 6 s per game
    python bench/engines.py --seconds 10

For every game with rules in the registry, with its default options, a playout is the loop
the computer players and the tests drive: `to_act`, a seat picked uniformly, `legal_actions`,
an action picked uniformly with a seeded `random.Random`, `apply`, until `outcome` is not
None. Each game is raced against a reference engine written here: the same game, same option
defaults and same random policy, in plain Python with mutable lists and no immutability, no
replayable generator, no validation and no records for the screen. The two take turns in
short slices so a drift in the machine's speed touches both alike. A game with no reference
engine yet reports its speed and `n/a`. The last line is machine-readable:

    psychologizer_ratio=<r> jujitsu_ratio=<r> psychic_ratio=<r>

where r is protocol playouts per second over reference playouts per second (goal: >= 0.25,
where OpenSpiel driven from Python stands against a hand-written engine).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from psychboard.core.protocol import Rules  # noqa: E402
from psychboard.games import registry  # noqa: E402

Playout = Callable[[random.Random], int]
"""One whole game from a seeded policy generator; returns the number of actions played."""


def protocol_playout(rules: Rules[Any, Any], options: Any) -> Playout:
    def play(rnd: random.Random) -> int:
        state = rules.new_game(options, rnd.getrandbits(63))
        actions = 0
        while rules.outcome(state) is None:
            seat = rnd.choice(sorted(rules.to_act(state)))
            state = rules.apply(state, seat, rnd.choice(rules.legal_actions(state, seat)))
            actions += 1
        return actions
    return play


# --- reference engines -----------------------------------------------------------------------
# Each is the smallest engine a programmer would write for the game: one mutable object per
# game with the same four questions the protocol answers (who acts, what they may do, do it,
# is it over), driven by the same loop and policy as the protocol; chance from its own
# `random.Random(seed)`. `to_act` returns the seats in order, as the protocol's are sorted.

class JujitsuReference:
    """One hand of Goofspiel for two, a tie at the top discarding the prize."""

    def __init__(self, seed: int) -> None:
        self.prizes = list(range(1, 14))
        random.Random(seed).shuffle(self.prizes)
        self.hands = [list(range(1, 14)), list(range(1, 14))]
        self.bids: list[int | None] = [None, None]
        self.scores = [0, 0]
        self.round = 0

    def over(self) -> bool:
        return self.round == 13

    def to_act(self) -> list[int]:
        return [seat for seat in (0, 1) if self.bids[seat] is None]

    def legal(self, seat: int) -> list[int]:
        return self.hands[seat]

    def apply(self, seat: int, bid: int) -> None:
        self.hands[seat].remove(bid)
        self.bids[seat] = bid
        a, b = self.bids
        if a is not None and b is not None:
            if a != b:
                self.scores[0 if a > b else 1] += self.prizes[self.round]
            self.bids = [None, None]
            self.round += 1


class PsychicReference:
    """Psychic Solitaire without foretelling: announce a guess, flip, move the bonus cards."""

    DECK = [(rank, suit) for suit in "CDHS" for rank in range(1, 14)]
    GUESSES: list[list[Any]] = [[True, False], list("CDHS"), list(range(1, 14)), list(DECK)]
    BONUS = (1, 3, 5, 52)
    FLIP = ["flip"]
    PLAYER = [0]

    def __init__(self, seed: int) -> None:
        self.cards = list(self.DECK)
        random.Random(seed).shuffle(self.cards)
        self.top = self.phase = self.face_down = 0
        self.guess: Any = None

    def over(self) -> bool:
        return self.top == 52

    def to_act(self) -> list[int]:
        return self.PLAYER

    def legal(self, seat: int) -> list[Any]:
        return self.GUESSES[self.phase] if self.guess is None else self.FLIP

    def apply(self, seat: int, action: Any) -> None:
        if self.guess is None:
            self.guess = action
            return
        rank, suit = self.cards[self.top]
        phase, guess = self.phase, self.guess
        if phase == 0:
            right = (suit in "DH") == guess
        elif phase == 1:
            right = suit == guess
        elif phase == 2:
            right = rank == guess
        else:
            right = (rank, suit) == guess
        moved = min(self.BONUS[phase], 51 - self.top)
        self.top += 1 + moved
        self.guess = None
        if right:
            self.face_down += moved
            self.phase = min(phase + 1, 3)
        else:
            self.phase = 0


class PsychologizerReference:
    """Psychologizer for four, to the bachelor's degree, with the shipped cards and spinner."""

    PLAYERS = 4
    LETTERS = ["a", "b", "c", "d"]
    PREDICTIONS = [(letter, wager) for letter in LETTERS for wager in (5, 15, 25)] + [None]
    PLAYOFF = [(letter, 0) for letter in LETTERS]
    SPIN = ["spin"]

    @classmethod
    def setup(cls, rules: Any) -> None:
        """The data the game needs, read once from the shipped board and cards."""
        board = rules.board
        cls.categories = list(dict.fromkeys(c.category for c in rules.cards.values()))
        cls.decks = {c: sorted(card.id for card in rules.cards.values() if card.category == c)
                     for c in cls.categories}
        cls.segments = [(s.kind, s.category, s.weight, s.white) for s in board.segments]
        cls.total = sum(s[2] for s in cls.segments)
        cls.levels = board.degrees[0].year_levels
        cls.goal = board.degrees[0].credits

    def __init__(self, seed: int) -> None:
        self.rnd = random.Random(seed)
        self.queues = {c: list(ids) for c, ids in self.decks.items()}
        for queue in self.queues.values():
            self.rnd.shuffle(queue)
        n = self.PLAYERS
        self.credits, self.floors, self.graduated = [0] * n, [0] * n, [False] * n
        self.phase = "start"
        self.contenders, self.whites, self.spun = list(range(n)), [], 0
        self.turn = self.opinion = 0
        self.forecaster: int | None = None
        self.special: str | None = None
        self.category = ""
        self.wagers: list[int] = []
        self.waiting: list[int] = []
        self.sealed: dict[int, Any] = {}
        self.response: str | None = None
        self.playoff: list[int] = []

    def over(self) -> bool:
        return self.phase == "over"

    def to_act(self) -> list[int]:
        if self.phase == "start":
            return [self.contenders[self.spun]]
        if self.phase == "choose":
            return self.waiting
        return [self.turn]

    def legal(self, seat: int) -> list[Any]:
        phase = self.phase
        if phase in ("start", "spin"):
            return self.SPIN
        if phase == "category":
            return [c for c in self.categories if self.queues[c]]
        if phase == "forecaster":
            return [s for s in range(self.PLAYERS) if s != self.opinion]
        if phase == "opinion":
            return [s for s in range(self.PLAYERS) if s != self.turn]
        if seat == self.opinion:
            if len(self.queues[self.category]) > 1 and not self.sealed:
                return [*self.LETTERS, "bypass"]
            return self.LETTERS
        return self.PLAYOFF if self.playoff else self.PREDICTIONS

    def spin(self) -> tuple[str, str | None, int, bool]:
        pick = self.rnd.randrange(self.total)
        for segment in self.segments:
            if pick < segment[2]:
                return segment
            pick -= segment[2]
        raise AssertionError("the weights cover every pick")

    def apply(self, seat: int, action: Any) -> None:
        phase = self.phase
        if phase == "start":
            if self.spin()[3]:
                self.whites.append(seat)
            self.spun += 1
            if self.spun == len(self.contenders):
                if len(self.whites) == 1:
                    self.turn = self.opinion = self.whites[0]
                    self.phase = "spin"
                else:
                    self.contenders = self.whites or self.contenders
                    self.whites, self.spun = [], 0
        elif phase == "spin":
            self.turn_spin()
        elif phase == "category":
            self.category = action
            if self.special == "pick_and_score":
                self.phase = "forecaster"
            else:
                self.draw()
        elif phase == "forecaster":
            self.forecaster = action
            self.draw()
        elif phase == "opinion":
            self.opinion = action
            self.phase = "category"
        elif seat == self.opinion:
            if action == "bypass":
                queue = self.queues[self.category]
                queue.append(queue.pop(0))
                return
            self.response = action
            self.waiting.remove(seat)
        else:
            self.sealed[seat] = action
            self.waiting.remove(seat)
        if phase == "choose" and not self.waiting:
            self.reveal()

    def turn_spin(self) -> None:
        kind, category, _, _ = self.spin()
        if category is not None:
            self.category = category
            self.draw()
        elif self.playoff:
            self.phase = "category"
        elif kind == "flash_of_insight":
            if self.move(self.turn, 25):
                self.phase = "over"
        elif kind == "move_ahead":
            level = next((y for y in self.levels if y > self.credits[self.turn]), None)
            if level is not None:
                self.credits[self.turn] = self.floors[self.turn] = level
        else:
            self.special = kind
            self.phase = "category" if kind == "pick_and_score" else "opinion"

    def draw(self) -> None:
        if self.playoff:
            self.wagers = [s for s in self.playoff if s != self.opinion]
        elif self.special == "pick_and_play":
            self.wagers = [self.turn]
        else:
            self.wagers = [s for s in range(self.PLAYERS) if s != self.opinion]
        self.waiting = sorted([*self.wagers, self.opinion])
        self.sealed, self.response = {}, None
        self.phase = "choose"

    def move(self, seat: int, stake: int) -> bool:
        moved = max(self.floors[seat], self.credits[seat] + stake)
        self.credits[seat] = moved
        if moved >= self.goal:
            self.graduated[seat] = True
            return True
        self.floors[seat] = max([y for y in self.levels if y <= moved], default=0)
        return False

    def reveal(self) -> None:
        queue, response = self.queues[self.category], self.response
        queue.append(queue.pop(0))
        if self.playoff:
            standing = [s for s in self.playoff
                        if self.sealed.get(s, (response, 0))[0] == response]
            self.playoff = standing or self.playoff
            if len(self.playoff) == 1:
                self.phase = "over"
                return
        else:
            stakes = {}
            for seat, guess in self.sealed.items():
                if guess is None:
                    stakes[seat] = 0
                elif guess[0] == response:
                    stakes[seat] = guess[1]
                else:
                    stakes[seat] = 0 if self.category == "morality" else -guess[1]
            if self.forecaster is not None:
                stakes[self.opinion] = stakes[self.forecaster]
            finalists = [seat for seat, stake in stakes.items() if self.move(seat, stake)]
            if len(finalists) == 1:
                self.phase = "over"
                return
            if finalists:
                self.playoff = sorted(finalists)
        n = self.PLAYERS
        spinners = [s for s in range(n) if not self.graduated[s]] if self.playoff else []
        spinners = spinners or self.playoff or list(range(n))
        self.turn = self.opinion = min(spinners, key=lambda s: (s - self.turn - 1) % n)
        self.phase, self.special, self.forecaster = "spin", None, None


def reference_playout(engine: Callable[[int], Any]) -> Playout:
    def play(rnd: random.Random) -> int:
        game = engine(rnd.getrandbits(63))
        actions = 0
        while not game.over():
            seat = rnd.choice(game.to_act())
            game.apply(seat, rnd.choice(game.legal(seat)))
            actions += 1
        return actions
    return play


def psychologizer_reference(rules: Any) -> Playout:
    PsychologizerReference.setup(rules)
    return reference_playout(PsychologizerReference)


REFERENCES: dict[str, Callable[[Any], Playout]] = {
    "psychologizer": psychologizer_reference,
    "jujitsu": lambda rules: reference_playout(JujitsuReference),
    "psychic": lambda rules: reference_playout(PsychicReference),
}


# --- the race --------------------------------------------------------------------------------

class Runner:
    """Plays one engine in slices and adds up playouts, actions and time."""

    def __init__(self, play: Playout, seed: int) -> None:
        self.play, self.rnd = play, random.Random(seed)
        self.playouts = self.actions = 0
        self.seconds = 0.0

    def run(self, seconds: float) -> None:
        play, rnd = self.play, self.rnd
        start = now = time.perf_counter()
        while now - start < seconds:
            self.actions += play(rnd)
            self.playouts += 1
            now = time.perf_counter()
        self.seconds += now - start

    @property
    def per_second(self) -> float:
        return self.playouts / self.seconds

    @property
    def mean_actions(self) -> float:
        return self.actions / max(1, self.playouts)


def race(game_id: str, seconds: float, slice_seconds: float = 0.2) -> str:
    """Race one game's protocol playouts against its reference; returns its `id_ratio=` field.

    Slices of about `slice_seconds` each alternate, so a busy neighbour on a shared machine
    slows both engines alike."""
    rules = registry.rules_for(game_id)
    assert rules is not None
    options = rules.options_type()
    protocol = Runner(protocol_playout(rules, options), 1)
    reference = Runner(REFERENCES[game_id](rules), 1) if game_id in REFERENCES else None
    engines = 2 if reference else 1
    slices = max(4, round(seconds / engines / slice_seconds))
    share = seconds / slices / engines
    for _ in range(slices):
        protocol.run(share)
        if reference is not None:
            reference.run(share)
    line = (f"{game_id:<14} protocol {protocol.per_second:9.1f}/s "
            f"({protocol.mean_actions:6.1f} actions)")
    if reference is None:
        print(f"{line}   reference: none yet", flush=True)
        return f"{game_id}_ratio=n/a"
    ratio = protocol.per_second / reference.per_second
    print(f"{line}   reference {reference.per_second:9.1f}/s "
          f"({reference.mean_actions:6.1f} actions)   ratio {ratio:.3f}", flush=True)
    return f"{game_id}_ratio={ratio:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=6.0, help="time per game")
    parser.add_argument("games", nargs="*", help="only these games (default: every one)")
    args = parser.parse_args()
    games = args.games or [spec.id for spec in registry.with_rules()]
    fields = [race(game_id, args.seconds) for game_id in games]
    print("ratio = protocol playouts per second / reference playouts per second (goal >= 0.25)")
    print(" ".join(fields))


if __name__ == "__main__":
    main()
