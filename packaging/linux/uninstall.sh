#!/bin/sh
# Takes out what install.sh put in: the menu entry, the icons and the ~/.local/bin link.
# The unpacked folder and your saved games (~/.local/share/psychboard) stay.
set -eu
data=${XDG_DATA_HOME:-$HOME/.local/share}
rm -f "$data/applications/psychboard.desktop"
rm -f "$data"/icons/hicolor/*/apps/psychboard.png "$data"/icons/hicolor/*/apps/psychboard.svg
link="$HOME/.local/bin/psychboard"
if [ -L "$link" ]; then rm -f "$link"; fi
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
echo "Psychboard is out of your applications menu. Delete this folder to remove the program."
