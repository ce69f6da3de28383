"""The soak suite (`make soak`): kills, hostile files, a GUI monkey and broken data folders.

It proves for every registered game, never naming one, that no acknowledged move is lost,
no file crashes or hangs the app or is changed by opening it, and that random play at the
table raises nothing. It is slow by design and so not part of `make test`; see
docs/reliability.md for what it covers and what it can't.
"""
