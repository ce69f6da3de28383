"""Where things sit on the Jujitsu table: the scene's size, the card sizes and fixed places.

The play area (prize, prizes to come, discard pile, hands and bids) is centred on `PLAY_X`;
the side panels (`panels`) stand in a column centred on `PANEL_X`, right of `PLAY_RIGHT`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF

SCENE_W, SCENE_H = 1400.0, 1000.0
PLAY_X = 455.0                     # the centre line of the play area; the panels sit right of it
PLAY_RIGHT = 910.0
HAND = QSizeF(112, 157)
SLOT = QSizeF(92, 129)
PRIZE = QSizeF(126, 176)
PILE = QSizeF(108, 151)
WON = QSizeF(64, 90)
PRIZE_AT = QPointF(PLAY_X, 478)
TO_COME_AT = QPointF(PLAY_X - 200, 478)
DISCARD_AT = QPointF(PLAY_X + 200, 478)
PANEL_X = 1150.0
