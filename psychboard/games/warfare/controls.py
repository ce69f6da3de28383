"""What to do next under the Warfare table, as an `Offer` for the shared choice bar.

The sentence always says whose turn it is and what to do; the second line spells out the card
picked (its type, cost and text) in the window's own font, so it reads at any window size
even where the card on the table is small. Every choice has a key, shown on its button. A
choice that ends the turn at once and can't be taken back (Therapy) asks first: the first
press says what it will do, the second does it, and anything else shown next forgets the
first (the scene keeps which was pressed).
"""

from __future__ import annotations

from collections.abc import Sequence

from psychboard.core.choices import Choice as Offered
from psychboard.core.choices import Offer
from psychboard.gui.widgets.choice_bar import Choice

# Choices a press only arms: (what the bar says then, the button's words until the second press)
CONFIRM = {("therapy",): ("Go to Therapy? Your Baggage, Specials, Defenses and Phobias go under "
                          "your Archetype, you draw up to five and your turn ends. Press T "
                          "again to go, or choose anything else.", "Therapy — press again")}


def as_offer(seat: int | None, prompt: str, detail: str, choices: Sequence[Choice],
             enabled: Sequence[object] | None = None) -> Offer:
    """`scene_bar`'s choices for `seat` as an offer: all enabled unless `enabled` says."""
    allowed = None if enabled is None else set(enabled)
    return Offer(prompt, seat, tuple(
        Offered(c.label, c.shortcut, c.key, tip=c.tip,
                enabled=allowed is None or c.key in allowed) for c in choices), detail)
