"""Print-and-play: every game's decks, board and sheets as PDFs (QPdfWriter), DESIGN §7.

`layout` is the sheet geometry, `document` the pages, `pdf` the writer, `printables` the
registry of what each game can print, `cli` the `psychboard print` command and `dialog` the
window behind File ▸ Print decks….
"""
