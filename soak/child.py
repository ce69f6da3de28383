"""`python -m soak.child GAME SEED DATA_DIR`: plays one game with computer seats and says
`ack <n>` each time the controller reports move n, which it does only after the autosave
holding that move is written. The parent kills this process at a random moment."""

from __future__ import annotations

import os
import random
import sys


def main(argv: list[str]) -> int:
    game, seed, data_dir = argv[0], int(argv[1]), argv[2]
    os.environ["PSYCHBOARD_DATA_DIR"] = data_dir
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QTimer

    from psychboard.games.registry import GAMES
    from psychboard.gui import animation
    from psychboard.gui.controller import create_controller
    from soak.common import player_range, seats_for
    from tests.engines.playout import random_options

    app = QCoreApplication(sys.argv[:1])
    animation.set_speed("off")
    spec = GAMES[game]
    assert spec.rules is not None
    rnd = random.Random(seed)
    options = random_options(spec.rules(), rnd)
    low, high = player_range(spec)
    assert low <= options.players <= high
    controller = create_controller(spec, options, seats_for(spec, options.players, 0, rnd),
                                   seed)
    controller.acted.connect(lambda *_: print(f"ack {len(controller.log)}", flush=True))
    controller.finished.connect(lambda _outcome: (print("finished", flush=True), app.quit()))
    print("ready", flush=True)
    QTimer.singleShot(0, controller.start)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
