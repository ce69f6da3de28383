"""Qt pieces shared by every game: the controller base, scene items, widgets, painting."""
