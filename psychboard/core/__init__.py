"""Pure game machinery shared by every game. Nothing in this package imports Qt."""
