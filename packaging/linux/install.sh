#!/bin/sh
# Puts Psychboard in this user's applications menu, from wherever this folder was unpacked.
# No root needed: everything goes under ~/.local. Run ./uninstall.sh to take it out again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
app="$here/psychboard/psychboard"
data=${XDG_DATA_HOME:-$HOME/.local/share}
[ -x "$app" ] || { echo "install.sh: $app is missing; unpack the whole archive first" >&2; exit 1; }

# The launcher's Exec line: quoted, with the characters the desktop entry spec reserves escaped.
quoted=$(printf '%s' "$app" | sed -e 's/[\\"`$]/\\\\&/g')
mkdir -p "$data/applications"
sed -e "s|^Exec=.*|Exec=\"$quoted\"|" "$here/psychboard.desktop" > "$data/applications/psychboard.desktop"
for icon in "$here"/icons/hicolor/*/apps/psychboard.*; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  mkdir -p "$data/icons/hicolor/$size/apps"
  cp "$icon" "$data/icons/hicolor/$size/apps/"
done
mkdir -p "$HOME/.local/bin"
ln -sf "$app" "$HOME/.local/bin/psychboard"

# The entry opens no file types, so only an existing icon cache needs refreshing (a stale one
# would hide the change); none is created where there was none.
cache="$data/icons/hicolor/icon-theme.cache"
if [ -f "$cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
fi
echo "Psychboard is in your applications menu (and ~/.local/bin/psychboard starts it)."
