"""What the table's voice says and in what order (core/spoken.py), and the cues of a step."""

from __future__ import annotations

from psychboard.core.events import Drew, Ended, Played, Revealed, Rolled, Said, Sealed
from psychboard.core.spoken import CARD, EVENT, MOST_NEWS, TURN, Line, Queue, card_line, lettered


def test_answers_are_read_with_their_letters_in_order_each_as_a_sentence() -> None:
    assert lettered(["Go out", "Stay in?", "  Call   a friend "]) == \
        "A: Go out. B: Stay in? C: Call a friend."


def test_a_card_line_reads_its_parts_as_sentences_and_skips_empty_ones() -> None:
    line = card_line("Morality card for Ann", "  ", "Would Ann lie?", "A: Yes. B: No.")
    assert line == Line("Morality card for Ann. Would Ann lie? A: Yes. B: No.", CARD)


def test_a_card_drops_the_older_news_still_waiting_but_keeps_its_own_steps_order() -> None:
    queue = Queue()
    queue.add([Line("Old news one"), Line("Old news two")])
    queue.add([Line("Ann draws a card"), Line("The card", CARD), Line("After it", TURN)])
    said = [queue.next() for _ in range(3)]
    assert [line.text for line in said if line] == ["Ann draws a card", "The card", "After it"]
    assert queue.next() is None


def test_an_earlier_card_is_never_dropped_by_a_later_one() -> None:
    queue = Queue()
    queue.add([Line("First card", CARD)])
    queue.add([Line("Second card", CARD)])
    assert [queue.next(), queue.next()] == [Line("First card", CARD), Line("Second card", CARD)]


def test_news_falls_behind_no_further_than_the_newest_few_sentences() -> None:
    queue = Queue()
    for n in range(10):
        queue.add([Line(f"news {n}", EVENT)])
    texts = [line.text for line in queue.waiting]
    assert texts == [f"news {n}" for n in range(10 - MOST_NEWS, 10)]


def test_blank_lines_are_not_queued() -> None:
    queue = Queue()
    queue.add([Line("  "), Line("")])
    assert queue.next() is None


def test_each_step_sounds_its_cues_once_in_order() -> None:
    from psychboard.gui.sound import cues

    step = (Said(words="x"), Rolled(faces=(3, 4)), Rolled(label="Love"), Drew(deck="d"),
            Drew(deck="d"), Sealed(), Played(card="c"), Revealed(), Ended())
    assert cues(step) == ("dice", "spin", "deal", "flip", "reveal", "win")
    assert cues((Said(words="nothing to hear"),)) == ()
