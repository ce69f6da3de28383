"""Therapy, the Second Session: roll round the hexagon, cure patients, master six stages of life."""
