"""Makes the table's sound effects in assets/sounds/ from nothing but arithmetic (our own work,
released under CC0 like the icons): a spinner's ticks slowing down, two dice rattling, a card
dealt (a short brush of noise), a card turned (a soft snap), a reveal chime and a win's
rising arpeggio. Seeded, so running it again writes the same files.

    python tools/sounds.py [out_dir]
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, level: float = 0.5, decay: float = 6.0) -> list[float]:
    """A bell-like tone: a sine and a quiet octave, fading out exponentially."""
    n = int(RATE * seconds)
    attack = max(1, int(RATE * 0.005))
    return [level * min(1.0, i / attack) * math.exp(-decay * i / RATE)
            * (math.sin(2 * math.pi * freq * i / RATE)
               + 0.25 * math.sin(4 * math.pi * freq * i / RATE)) for i in range(n)]


def noise(rng: random.Random, seconds: float, level: float, decay: float,
          smooth: float = 0.0) -> list[float]:
    """A burst of noise fading out; `smooth` (0…1) takes the hiss off its top."""
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(level * last * math.exp(-decay * i / RATE))
    return out


def mix(into: list[float], sound: list[float], at: float) -> None:
    start = int(RATE * at)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value


def spin(rng: random.Random) -> list[float]:
    out = silence(1.4)
    at, gap = 0.0, 0.035
    while at < 1.3:
        mix(out, noise(rng, 0.012, 0.5, 300, 0.3), at)
        at += gap
        gap *= 1.09
    return out


def dice(rng: random.Random) -> list[float]:
    out = silence(0.5)
    for _ in range(9):
        mix(out, noise(rng, 0.03, rng.uniform(0.3, 0.6), 160, 0.5), rng.uniform(0.0, 0.4))
    return out


def deal(rng: random.Random) -> list[float]:
    return noise(rng, 0.16, 0.45, 28, 0.75)


def flip(rng: random.Random) -> list[float]:
    out = noise(rng, 0.05, 0.3, 60, 0.6)
    mix(out, noise(rng, 0.02, 0.6, 250, 0.2), 0.045)
    return out


def reveal(_rng: random.Random) -> list[float]:
    out = silence(0.9)
    mix(out, tone(784.0, 0.8, 0.35, 5), 0.0)
    mix(out, tone(1175.0, 0.7, 0.25, 5), 0.08)
    return out


def win(_rng: random.Random) -> list[float]:
    out = silence(1.4)
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        mix(out, tone(freq, 1.0 - 0.1 * k, 0.3, 3.5), 0.12 * k)
    return out


def write(path: Path, samples: list[float]) -> None:
    peak = max((abs(s) for s in samples), default=1.0) or 1.0
    gain = 0.8 / peak
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(32767 * s * gain)) for s in samples))


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "assets" / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    for make in (spin, dice, deal, flip, reveal, win):
        write(out / f"{make.__name__}.wav", make(random.Random(make.__name__)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
