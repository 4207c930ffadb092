#!/usr/bin/env bash
# Smoke test of the PyInstaller bundle: `studdesk --self-test` run from dist/studdesk/
# with every Python installation hidden, so the bundle proves it needs none.
#
#     packaging/smoke.sh [path/to/bundle/studdesk]     # default: dist/studdesk/studdesk
#
# The self-test starts the app, paints the table, plays one hand with bots at animation
# speed 0 and quits (exit status 0); it runs off screen when there is no display. With
# bubblewrap (Debian: bubblewrap) the run sees empty folders where Python lives (the
# interpreters, their standard libraries and site-packages, this checkout's venvs);
# without it, the self-test runs with Python still installed and the script says so.
# Exit status: the self-test's, or 2 when the bundle is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

BUNDLE=${1:-dist/studdesk/studdesk}
if [ ! -x "$BUNDLE" ]; then
  echo "smoke: no bundle at $BUNDLE (build it with packaging/build.sh)" >&2
  exit 2
fi
BUNDLE=$(realpath "$BUNDLE")
# (the self-test keeps its files in a temporary folder of its own and removes it)

if command -v bwrap >/dev/null 2>&1; then
  hide=()
  for dir in /usr/lib/python3* /usr/local/lib/python3* /root/.pyenv "${PYENV_ROOT:-}" \
             "$HOME/.pyenv" "$PWD/.venv" "$PWD/build/bundle-venv"; do
    [ -n "$dir" ] && [ -d "$dir" ] && hide+=(--tmpfs "$dir")
  done
  for exe in /usr/bin/python3* /usr/local/bin/python3*; do
    [ -e "$exe" ] && hide+=(--ro-bind /dev/null "$exe")
  done
  echo "smoke: running the bundle with Python hidden (${#hide[@]} mounts)"
  # a Python found in the sandbox would defeat the point: check there is none
  if bwrap --dev-bind / / "${hide[@]}" --setenv PATH /usr/bin:/bin \
       sh -c 'python3 -c "print(1)"' >/dev/null 2>&1; then
    echo "smoke: a Python interpreter is still reachable in the sandbox" >&2
    exit 1
  fi
  exec bwrap --dev-bind / / "${hide[@]}" --setenv PATH /usr/bin:/bin "$BUNDLE" --self-test
fi
echo "smoke: bubblewrap not installed: running the bundle with Python still on the machine"
exec "$BUNDLE" --self-test
