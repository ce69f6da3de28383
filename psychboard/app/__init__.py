"""The application: command line, main window, launcher, dialogs, settings, smoke test."""
