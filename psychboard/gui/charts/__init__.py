"""The Family page's charts, painted with QPainter in the table's palette (no web view)."""
