#!/usr/bin/env bash
# Sets up everything StudDesk needs on a fresh Debian/Ubuntu machine:
# the system libraries Qt loads at run time, then a virtual environment in .venv
# with StudDesk and its test tools. Safe to run again: it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

QT_SYSTEM_PACKAGES=(
  libegl1 libgl1 libglib2.0-0 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6
  libdbus-1-3 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0
  libxcb-randr0 libxcb-render-util0 libxcb-image0 libxcb-xkb1 libx11-xcb1 libpulse0
  fonts-dejavu-core xvfb xauth
)
# The release checks validate the desktop entry and the AppStream metainfo with these
# (about 5 MB; tests/release skips them where they are missing).
RELEASE_CHECK_PACKAGES=(appstream desktop-file-utils)

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in "${QT_SYSTEM_PACKAGES[@]}" "${RELEASE_CHECK_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  python3 -m venv --help >/dev/null 2>&1 && python3 -c "import ensurepip" 2>/dev/null || missing+=(python3-venv)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing system packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  "$PY" -m venv .venv
fi
stamp=.venv/.studdesk-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "setup: installing StudDesk and test tools into .venv"
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[test]"
  echo "$want" > "$stamp"
fi

# Compiled twins of the engine's busiest modules (studdesk/engine/_native.py): built with mypyc
# (part of mypy, installed above) when one of their sources changed, and checked to play random
# hands of every variant event for event as the sources do; about half a minute. They roughly
# double the engine's speed (studdesk-sim, the match and sit-and-go runners, the table).
# STUDDESK_NATIVE=0 skips them. Without a C compiler, or if the build fails, the engine runs as
# plain Python (identical, slower) and one line says so; setup goes on either way.
if [ "${STUDDESK_NATIVE:-1}" != "0" ]; then
  .venv/bin/python scripts/build_native.py --if-stale || true
fi
