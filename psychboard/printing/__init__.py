"""Print-and-play: every game's decks, board and sheets as PDFs (QPdfWriter), DESIGN §7.

`layout` is the sheet geometry, `document` the pages, `pdf` the writer, `printables` the
catalogue of what each game can print, `kit` what a game contributes to it (named in its
GameSpec), `standard_deck` the kit of the shared 52-card deck, `cli` the `psychboard print`
command and `dialog` the window behind File ▸ Print decks….
"""
