"""A Psychologizer seat's phone (core.hands): the card in play in words, the seat's credits
toward its degree, its own sealed answer or prediction, and each legal choice once — a letter
and its answer, then the stake, so a prediction is tapped as it is said. Cards in words only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psychboard.core.hands import Hand, PhoneKit, Pick, Section, waiting
from psychboard.games.psychologizer.board import shipped_board
from psychboard.games.psychologizer.deck import CATEGORIES, NO_OTHER, fill_names
from psychboard.games.psychologizer.rules import (
    LETTERS,
    PLAYOFF_WAGER,
    Bypass,
    CardView,
    ChooseCategory,
    NameForecaster,
    NameOpinionPlayer,
    Pass,
    Phase,
    Predict,
    Respond,
    Spin,
    View,
)
from psychboard.games.psychologizer.rules.model import NO_PENALTY_CATEGORY

LOCKED_IN = (Respond, Predict, Pass, Bypass)  # what a card in play asks of a seat


def hand(view: View, legal: Sequence[Any], names: Sequence[str]) -> Hand:
    assert view.seat is not None
    sections = [*_card(view, names), *_sealed(view, names), *_last_turn(view, names),
                *_standing(view, names)]
    if view.phase is Phase.OVER:
        degree = shipped_board().degree(view.degree).label
        return Hand(f"Game over: {names[view.winner or 0]} earns the {degree} and wins.",
                    tuple(sections))
    if not legal:
        return waiting(sections, [names[s] for s in _due(view)])
    picks = tuple(_pick(view, a, names) for a in legal)
    send = "Lock in" if isinstance(legal[0], LOCKED_IN) else \
        "Spin" if isinstance(legal[0], Spin) else "Choose"
    return Hand(_prompt(view, names), tuple(sections), picks, send=send)


def _filled(card: CardView, view: View, names: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    """The issue and the answers with the names in, as the table reads them."""
    name = names[view.opinion_player]
    other = names[card.other] if card.other is not None else NO_OTHER
    return (fill_names(card.issue, name, other),
            tuple(fill_names(r, name, other) for r in card.responses))


def _answer(view: View, letter: str, names: Sequence[str]) -> str:
    """"B: Says nothing" — a shown letter and its answer on the card in play."""
    assert view.card is not None
    return f"{letter.upper()}: {_filled(view.card, view, names)[1][LETTERS.index(letter)]}"


def _card(view: View, names: Sequence[str]) -> list[Section]:
    card = view.card
    if card is None or view.phase is not Phase.CHOOSE:
        return []
    issue, answers = _filled(card, view, names)
    lettered = tuple(f"{x.upper()}: {a}" for x, a in zip(LETTERS, answers, strict=False))
    notes = []
    if view.playoff:
        notes.append("Playoff: a wrong prediction is out.")
    elif card.category == NO_PENALTY_CATEGORY:
        notes.append("Morality: a wrong prediction costs nothing.")
    if view.forecaster is not None:
        notes.append(f"Pick and Score: {names[view.opinion_player]} wins or loses what "
                     f"{names[view.forecaster]} does.")
    title = CATEGORIES.get(card.category, card.category)
    return [Section(f"{title} card for {names[view.opinion_player]}",
                    (issue, *lettered, *notes))]


def _sealed(view: View, names: Sequence[str]) -> list[Section]:
    """The seat's own sealed choice, once it has made one (no other seat's is in the view)."""
    if view.phase is not Phase.CHOOSE:
        return []
    if view.my_response is not None:
        return [Section("Your sealed answer", (_answer(view, view.my_response, names),
                                               "It stays secret until the reveal."))]
    mine = view.my_prediction
    if mine is None:
        return []
    if mine.letter is None:
        return [Section("Your sealed prediction", ("You passed: you stake nothing.",))]
    stake = () if mine.wager == PLAYOFF_WAGER else (f"Stake: {mine.wager} credits",)
    return [Section("Your sealed prediction", (_answer(view, mine.letter, names), *stake))]


def _last_turn(view: View, names: Sequence[str]) -> list[Section]:
    """The reveal just made, until the next card is read: the answer and how this seat did."""
    reveal, card, seat = view.last_reveal, view.revealed_card, view.seat
    if reveal is None or card is None or seat is None or view.phase is Phase.CHOOSE:
        return []
    name = names[reveal.opinion_player]
    other = names[reveal.other] if reveal.other is not None else NO_OTHER
    answer = fill_names(card.responses[LETTERS.index(reveal.response)], name, other)
    lines = [f"{name} answered {reveal.response.upper()}: {answer}"]
    change = reveal.changes[seat]
    moved = f", {change:+d} credits".replace("-", "−") if change else ""
    mine = reveal.predictions[seat]
    if seat == reveal.opinion_player and reveal.forecaster is not None:
        lines.append(f"You scored what {names[reveal.forecaster]} did{moved}.")
    elif mine is not None:
        said = mine.letter
        lines.append("You passed." if said is None else f"You said {said.upper()}: "
                     f"{'right' if said == reveal.response else 'wrong'}{moved}.")
    return [Section("Last turn", tuple(lines))]


def _standing(view: View, names: Sequence[str]) -> list[Section]:
    """Credits toward the degree each seat works on, and this seat's year level and degrees;
    a seat holding the degree sought keeps its credits and waits out the playoff."""
    seat = view.seat
    assert seat is not None
    board = shipped_board()
    sought = board.degree(view.degree)
    final = board.degree_index(view.degree) + 1
    credits = view.credits[seat]
    earned = [d.label for d in board.degrees[:view.degrees[seat]]]
    if len(earned) >= final:
        mine = [f"You have earned the {sought.label}, with {credits} credits."]
    else:
        degree = board.degrees[len(earned)]
        mine = [f"You have {credits} of {degree.credits} credits for the {degree.label}."]
        if view.year_levels[seat]:
            mine.append(f"Year level: {view.year_levels[seat]} credits "
                        "(you never fall below it).")
        if earned:
            mine.append(f"Earned: {', '.join(earned)}.")
    everyone = []
    for s in range(view.players):
        held = view.degrees[s]
        if held >= final:
            everyone.append(f"{names[s]}: {view.credits[s]} credits, {sought.label} earned")
            continue
        more = f", {held} degree{'s' * (held != 1)} earned" if held else ""
        everyone.append(f"{names[s]}: {view.credits[s]} of {board.degrees[held].credits} "
                        f"credits{more}")
    return [Section("Your credits", tuple(mine)), Section("Everyone", tuple(everyone))]


def _due(view: View) -> list[int]:
    """The seats the table waits for now (the view tells who has sealed, never what)."""
    if view.phase is Phase.CHOOSE:
        return [s for s in (view.opinion_player, *view.wager_players) if not view.locked_in[s]]
    if view.phase is Phase.START:
        last = max((s.round for s in view.start_spins), default=0)
        spun = {s.seat for s in view.start_spins if s.round == last}
        if spun >= set(view.start_contenders):  # that round is over: the next begins
            spun = set()
        return [next(s for s in view.start_contenders if s not in spun)]
    return [view.turn]


def _prompt(view: View, names: Sequence[str]) -> str:
    opinion = names[view.opinion_player]
    phase = view.phase
    if phase is Phase.START:
        return "Spin for the first turn: land alone on a white space to start."
    if phase is Phase.SPIN:
        return "Your turn: spin for the category of the card."
    if phase is Phase.CHOOSE_CATEGORY:
        if view.playoff:
            return "Playoff: pick the category of the card."
        if view.special == "pick_and_score":
            return "Pick and Score: pick the category of the card."
        return f"Pick and Play: pick the category of {opinion}'s card."
    if phase is Phase.NAME_FORECASTER:
        return ("Pick and Score: name the player most likely to guess your answer. "
                "You win or lose what they do.")
    if phase is Phase.NAME_OPINION_PLAYER:
        return "Pick and Play: name who gives the opinion. Only you predict this turn."
    if view.seat == view.opinion_player:
        return "Your true opinion, in secret: pick your answer."
    if view.playoff:
        return f"Playoff: predict {opinion}'s answer."
    return f"Predict {opinion}'s answer and stake credits, or pass."


def _pick(view: View, action: Any, names: Sequence[str]) -> Pick:
    match action:
        case Respond(letter):
            return Pick((_answer(view, letter, names),), action)
        case Predict(letter, wager) if wager == PLAYOFF_WAGER:
            return Pick((_answer(view, letter, names),), action)
        case Predict(letter, wager):
            return Pick((_answer(view, letter, names), f"Stake {wager} credits"), action)
        case Pass():
            return Pick(("Pass: stake nothing",), action)
        case Bypass():
            return Pick(("Bypass: draw the next card",), action)
        case Spin():
            return Pick(("Spin",), action)
        case ChooseCategory(category):
            return Pick((CATEGORIES.get(category, category),), action)
        case NameForecaster(seat) | NameOpinionPlayer(seat):
            return Pick((names[seat],), action)
    raise ValueError(f"no words for {action!r}")


KIT = PhoneKit(hand)
