"""Turns what a seat may see (`View`) into what Psychologizer's panels and strip show.

Pure functions of the view, the seats' names, colours and tokens, and the choice being made
on a private screen; nothing here reads the game state, so nothing sealed can slip onto the
table view. Rulebook passages are named where each content is built.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from psychboard.core.choices import Choice
from psychboard.core.saves import SeatConfig
from psychboard.games.psychologizer.board import Board
from psychboard.games.psychologizer.deck import CATEGORIES, NO_OTHER, fill_names
from psychboard.games.psychologizer.rules import (
    LETTERS,
    PLAYOFF_WAGER,
    WAGERS,
    Bypass,
    ChooseCategory,
    NameForecaster,
    NameOpinionPlayer,
    Phase,
    Predict,
    Respond,
    Reveal,
    View,
)
from psychboard.games.psychologizer.scene_panels import (
    CardContent,
    InfoContent,
    Private,
    RevealContent,
    RevealRow,
    SeatStatus,
    Tile,
)
from psychboard.gui import palette
from psychboard.gui.items.seat_look import seat_looks
from psychboard.gui.palette import OKABE_ITO


class Pick:
    """The choice a person is putting together on their private screen, before Lock in."""

    def __init__(self) -> None:
        self.key: object = None
        self.letter: str | None = None
        self.wager: int | None = None
        self.passed = False

    def reset_for(self, key: object) -> None:
        if key != self.key:
            self.key, self.letter, self.wager, self.passed = key, None, None, False


def reading_person(view: View, seats: Sequence[SeatConfig]) -> int | None:
    """Who reads the card aloud: a person, never a computer seat. The rules name the seat
    after the opinion player; when that is a computer the next person round the table reads
    (the opinion player last), and with nobody but computers the card is simply shown."""
    start = view.reader if view.reader is not None else view.opinion_player
    order = [(start + k) % len(seats) for k in range(len(seats))]
    people = [s for s in order if seats[s].is_human]
    others = [s for s in people if s != view.opinion_player]
    chosen = others or people
    return chosen[0] if chosen else None


def category_colour(board: Board, category: str) -> str:
    return next((s.colour for s in board.segments if s.category == category), palette.GREY_DARK)


def private_choice(view: View, legal: Sequence[object], pick: Pick) -> Private | None:
    """The private part of the card for the seat on screen (None on the table view)."""
    seat = view.seat
    if seat is None or view.phase is not Phase.CHOOSE:
        return None
    if seat == view.opinion_player:
        if view.my_response is not None:
            return Private("respond", locked_text=f"You answered ({view.my_response}). "
                           "It stays secret until the reveal.")
        if any(isinstance(a, Respond) for a in legal):
            return Private("respond", pick.letter, can_bypass=Bypass() in legal)
        return None
    if seat not in view.wager_players:
        return None
    mine = view.my_prediction
    if mine is not None:
        said = ("You passed" if mine.letter is None else
                f"You predicted ({mine.letter})" if mine.wager == PLAYOFF_WAGER else
                f"You predicted ({mine.letter}) for {mine.wager} credits")
        return Private("predict", locked_text=f"{said}. Waiting for the others…")
    if not legal:
        return None
    return Private("predict", pick.letter, pick.wager, pick.passed, playoff=bool(view.playoff))


def card_content(view: View, seats: Sequence[SeatConfig], board: Board,
                 private: Private | None) -> CardContent:
    """The card being read (rulebook "Start of Play": filled in with the opinion player and
    the seat dealt for `{other}`), its responses in the order dealt for this reading."""
    card = view.card
    assert card is not None
    people = seat_looks(seats)
    opinion = people[view.opinion_player]
    name = opinion.name
    statuses = []
    for seat, mark in enumerate(people):
        role = ("opinion" if seat == view.opinion_player else
                "predicts" if seat in view.wager_players else "sits out")
        statuses.append(SeatStatus(mark, role, view.locked_in[seat]))
    notes = []
    if view.playoff:
        notes.append("Magna Cum Laude playoff: a wrong prediction is out")
    if card.category == "morality" and not view.playoff:
        notes.append("Morality: a wrong prediction costs nothing")
    if view.forecaster is not None:
        notes.append(f"Pick and Score: {name} wins or loses what "
                     f"{people[view.forecaster].name} does")
    if view.special == "pick_and_play" and not view.playoff:
        notes.append(f"Pick and Play: only {people[view.turn].name} predicts")
    reading = reading_person(view, seats)
    reader = people[reading] if reading is not None else None
    other = people[card.other].name if card.other is not None else NO_OTHER
    return CardContent(
        CATEGORIES.get(card.category, card.category), category_colour(board, card.category),
        fill_names(card.issue, name, other), tuple(fill_names(r, name, other)
                                                   for r in card.responses),
        reader, opinion, " · ".join(notes), tuple(statuses),
        people[view.seat] if view.seat is not None else None, private)


def start_content(view: View, seats: Sequence[SeatConfig], board: Board) -> InfoContent:
    """Rulebook "Start of Play": everyone spins; one player alone on white starts."""
    people = seat_looks(seats)
    this_round = max((s.round for s in view.start_spins), default=1)
    spins = [s for s in view.start_spins if s.round == this_round]
    if len(spins) == len(view.start_contenders) and spins:
        this_round += 1  # the round is complete and a new one begins
        spins = []
    rows = tuple((people[s.seat], board.segment(s.segment).label,
                  "white" if board.segment(s.segment).white else "")
                 for s in spins)
    white = ", ".join(s.label for s in board.segments if s.white)
    lines = [f"Everyone spins once. Whoever lands alone on a white space ({white}) starts."]
    if this_round > 1:
        lines.append(f"Round {this_round}: nobody landed alone on white, so "
                     + " and ".join(people[s].name for s in view.start_contenders)
                     + " spin again.")
    due = [s for s in view.start_contenders if s not in {x.seat for x in spins}]
    if due:
        lines.append(f"{people[due[0]].name} spins next.")
    lines.append("On the track, the white Year squares are year levels: "
                 "once a token reaches one it never falls back below it.")
    return InfoContent("Who starts?", tuple(lines), rows, accent=palette.BLUE)


def start_prompt(view: View, seats: Sequence[SeatConfig], board: Board) -> str:
    """The bar's words for the spin for the first turn: what it is, and after a round with
    no single white, who tied (or that nobody landed on white) and who spins again."""
    names = [s.name for s in seats]
    done = max((s.round for s in view.start_spins), default=0)
    spins = [s for s in view.start_spins if s.round == done]
    if len(spins) < len(view.start_contenders):
        done -= 1  # the round under way: the one before it said why it goes on
        spins = [s for s in view.start_spins if s.round == done]
    due = [s for s in view.start_contenders
           if s not in {x.seat for x in view.start_spins if x.round == done + 1}]
    spin = f"{names[due[0]]}, spin (Space)." if due else ""
    if done < 1:
        return ("Who starts: everyone spins once; whoever lands alone on a white space "
                f"takes the first turn. {spin}")
    tied = [names[s.seat] for s in spins if board.segment(s.segment).white]
    why = f"{_and(tied)} tie on white, so they" if tied else \
        f"nobody lands on white, so {_and(names[s] for s in view.start_contenders)}"
    return f"Roll-off for the first turn: {why} spin again. {spin}"


def _and(names: Iterable[str]) -> str:
    listed = list(names)
    return ", ".join(listed[:-1]) + " and " + listed[-1] if len(listed) > 1 else "".join(listed)


def turn_content(view: View, seats: Sequence[SeatConfig], board: Board,
                 started: bool) -> InfoContent:
    """Whose spin it is, and what the last special space did (rulebook "Special Spinner
    Spaces": Flash of Insight and Move Ahead, then spin again)."""
    people = seat_looks(seats)
    name = people[view.turn].name
    lines = []
    if started:
        lines.append(f"{name} landed alone on a white space and starts the game!")
    elif view.spin == "flash_of_insight":
        lines.append(f"Flash of Insight! {name} gains 25 credits and spins again.")
    elif view.spin == "move_ahead":
        lines.append(f"{name} moves ahead to the next year level and spins again.")
    if view.playoff:
        lines.append("Magna Cum Laude playoff: " + ", ".join(people[s].name for s in view.playoff)
                     + " predict; a wrong prediction is out.")
    lines.append(f"{name} spins to choose the category of the next card. "
                 "Press Space or click the spinner.")
    return InfoContent(f"{name}'s turn", tuple(lines), accent=seats[view.turn].colour)


def special_content(view: View, seats: Sequence[SeatConfig], board: Board,
                    legal: Sequence[object], open_categories: Sequence[str]) -> InfoContent:
    """Rulebook "Special Spinner Spaces": choose the category, the forecaster, the opinion
    player."""
    people = seat_looks(seats)
    name = people[view.turn].name
    if view.phase is Phase.CHOOSE_CATEGORY:
        title = "Playoff: pick a category" if view.playoff else (
            "Pick and Score!" if view.special == "pick_and_score" else "Pick and Play!")
        chooser = people[view.opinion_player].name if view.special == "pick_and_score" \
            else name
        tiles = tuple(Tile(f"category:{c}", CATEGORIES[c], category_colour(board, c),
                           str(i + 1), enabled=ChooseCategory(c) in legal)
                      for i, c in enumerate(open_categories))
        lines = (f"{chooser} chooses the category of the card.",)
    elif view.phase is Phase.NAME_FORECASTER:
        title = "Pick and Score!"
        lines = (f"{name} names the player most likely to guess {name}'s answer. "
                 f"{name} then wins or loses exactly what that player does.",)
        tiles = tuple(Tile(f"seat:{s}", people[s].name, seats[s].colour, str(s + 1),
                           seats[s].token, NameForecaster(s) in legal)
                      for s in range(len(seats)) if s != view.opinion_player)
    else:
        title = "Pick and Play!"
        lines = (f"{name} names who gives an opinion this turn, then picks the category. "
                 f"Only {name} predicts; everyone else sits out.",)
        tiles = tuple(Tile(f"seat:{s}", people[s].name, seats[s].colour, str(s + 1),
                           seats[s].token, NameOpinionPlayer(s) in legal)
                      for s in range(len(seats)) if s != view.turn)
    return InfoContent(title, lines, tiles=tiles, accent=OKABE_ITO["orange"])


def reveal_content(reveal: Reveal, view: View, seats: Sequence[SeatConfig], board: Board,
                   issue: str, answer: str) -> RevealContent:
    """The single reveal: the answer, every prediction and stake, right or wrong, and moves."""
    people = seat_looks(seats)
    rows = []
    for seat, prediction in enumerate(reveal.predictions):
        if seat == reveal.opinion_player:
            if reveal.forecaster is not None:
                rows.append(RevealRow(people[seat], "shares the forecaster's result", "",
                                      reveal.changes[seat]))
            continue
        if prediction is None:
            rows.append(RevealRow(people[seat], "sits out", "", 0))
            continue
        if prediction.letter is None:
            rows.append(RevealRow(people[seat], "passed", "pass", 0))
            continue
        choice = (f"predicted ({prediction.letter})" if prediction.wager == PLAYOFF_WAGER
                  else f"predicted ({prediction.letter}) · {prediction.wager}")
        right = prediction.letter == reveal.response
        result = "right" if right else "out" if seat in reveal.eliminated else "wrong"
        note = "(forecaster)" if seat == reveal.forecaster else ""
        if not right and prediction.wager and 0 >= reveal.changes[seat] > -prediction.wager \
                and reveal.category != "morality":
            note = "(year level kept)"
        rows.append(RevealRow(people[seat], choice, result, reveal.changes[seat], note))
    banners = [f"{people[s].name} graduates!" for s in reveal.graduated]
    banners += [f"{people[s].name} is out of the playoff" for s in reveal.eliminated]
    opinion = people[reveal.opinion_player]
    other = people[reveal.other].name if reveal.other is not None else NO_OTHER
    return RevealContent(CATEGORIES.get(reveal.category, reveal.category),
                         category_colour(board, reveal.category),
                         fill_names(issue, opinion.name, other),
                         opinion, reveal.response, fill_names(answer, opinion.name, other),
                         tuple(rows), tuple(banners))


def choice_buttons(view: View, private: Private | None, legal: Sequence[object],
                   pick: Pick) -> list[Choice]:
    """The bar's choices for a private choice on the card (what is picked so far shows)."""
    if private is None or private.locked_text:
        return []
    letters = [Choice(x.upper(), x.upper(), f"letter:{x}", "answer",
                      picked=pick.letter == x and not pick.passed) for x in LETTERS]
    if private.mode == "respond":
        ready = pick.letter is not None
        extra = [Choice("Bypass card", "X", "bypass", "card")] if Bypass() in legal else []
        return [*letters, *extra, Choice("Lock in", "Enter", "lock", "lock", enabled=ready,
                                         why_not="pick an answer first", primary=True)]
    if private.playoff:
        return [*letters, Choice("Lock in", "Enter", "lock", "lock",
                                 enabled=pick.letter is not None,
                                 why_not="pick an answer first", primary=True)]
    wagers = [Choice(f"{w} credits", str(i + 1), f"wager:{w}", "stake",
                     picked=pick.wager == w and not pick.passed)
              for i, w in enumerate(WAGERS)]
    ready = pick.passed or (pick.letter is not None and pick.wager is not None
                            and Predict(pick.letter, pick.wager) in legal)
    return [*letters, *wagers, Choice("Pass", "P", "pass", "stake", picked=pick.passed),
            Choice("Lock in", "Enter", "lock", "lock", enabled=ready,
                   why_not="pick an answer and a stake (or pass) first", primary=True)]
