"""Plain-text measures for card texts: words read aloud, and how alike two texts are.

Deck checks use them to keep cards short enough to read aloud and to catch the same card
written twice in different words (a content-word Jaccard similarity).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence

STOP_WORDS = frozenset((
    "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with", "by",
    "from", "is", "are", "was", "were", "be", "been", "being", "it", "its", "this", "that",
    "these", "those", "as", "into", "your", "you", "their", "they", "them", "his", "her", "he",
    "she", "we", "our", "i", "me", "my", "so", "if", "than", "then", "there", "what", "who",
    "which", "when", "while", "do", "does", "did", "has", "have", "had", "not", "no", "can",
    "will", "would", "should", "could", "up", "out", "about", "just", "one", "two", "any", "all",
    "some",
))

# Patterns, not compiled ones: re compiles each on first use and keeps it, and the start page
# (which imports this module for number_word) never uses them.
_PLACEHOLDER = r"\{[a-z_]+\}"
_WORD = r"[a-z']+"


def word_count(text: str) -> int:
    """Words as a reader says them: runs of non-space characters."""
    return len(text.split())


def placeholders(text: str) -> set[str]:
    """The `{name}` placeholders a card text uses, e.g. {"player"}."""
    return {match[1:-1] for match in re.findall(_PLACEHOLDER, text)}


def content_words(text: str, extra_stop: Iterable[str] = ()) -> frozenset[str]:
    """The words that carry a text's meaning: lower case, placeholders and punctuation removed,
    common function words (and any `extra_stop`, e.g. a deck's own sentence frame) dropped."""
    stop = STOP_WORDS | frozenset(extra_stop)
    words = re.findall(_WORD, re.sub(_PLACEHOLDER, " ", text).lower())
    return frozenset(w for w in words if w not in stop)


def similarity(a: frozenset[str], b: frozenset[str]) -> float:
    """Jaccard similarity of two word sets: shared words over all words (0 when both empty)."""
    union = a | b
    return len(a & b) / len(union) if union else 0.0


def near_duplicates(texts: Sequence[str], threshold: float, extra_stop: Iterable[str] = ()
                    ) -> list[tuple[int, int, float]]:
    """Every pair (i, j, similarity) of `texts` whose content words overlap more than
    `threshold`, most alike first."""
    stop = tuple(extra_stop)
    words = [content_words(text, stop) for text in texts]
    pairs = [(i, j, similarity(words[i], words[j]))
             for i, j in itertools.combinations(range(len(texts)), 2)]
    return sorted((p for p in pairs if p[2] > threshold), key=lambda p: -p[2])


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve")


def number_word(count: int) -> str:
    """How a sentence says a small count ("five games"); figures from 13 on."""
    return _NUMBER_WORDS[count] if 0 <= count < len(_NUMBER_WORDS) else str(count)
