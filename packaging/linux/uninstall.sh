#!/bin/sh
# Takes out what install.sh put in: the menu entry, the icons and the ~/.local/bin link.
# The unpacked folder and your saved games (~/.local/share/psychboard) stay.
set -eu
data=${XDG_DATA_HOME:-$HOME/.local/share}
rm -f "$data/applications/psychboard.desktop"
rm -f "$data"/icons/hicolor/*/apps/psychboard.png "$data"/icons/hicolor/*/apps/psychboard.svg
link="$HOME/.local/bin/psychboard"
if [ -L "$link" ]; then rm -f "$link"; fi
# The entry opens no file types, so only an existing icon cache needs refreshing (a stale one
# would hide the change); none is created where there was none.
cache="$data/icons/hicolor/icon-theme.cache"
if [ -f "$cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
fi
echo "Psychboard is out of your applications menu. Delete this folder to remove the program."
