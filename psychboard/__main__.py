"""`python -m psychboard` runs the same entry point as the installed `psychboard` command."""

from psychboard.app.main import main

raise SystemExit(main())
