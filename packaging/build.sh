#!/usr/bin/env bash
# Builds the one-folder Linux application dist/studdesk/ with PyInstaller.
#
#     packaging/build.sh            # then: dist/studdesk/studdesk
#
# StudDesk is installed with `pip install ".[packaging]"` (not editable) into a
# build environment of its own, build/bundle-venv, so the bundle holds exactly what
# the wheel installs (resources included) and nothing from the developer's .venv.
# The folder also gets share/ (desktop file, AppStream metainfo, hicolor icons) for
# desktop integration; packaging/README.md says how to install them.
# Prints the bundle's size. Needs the system libraries scripts/setup.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
VENV=build/bundle-venv
DIST=dist/studdesk

if [ ! -x "$VENV/bin/python" ]; then
  echo "build: creating $VENV"
  "$PY" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --upgrade pip
fi
echo "build: installing StudDesk into $VENV"
# --force-reinstall of studdesk alone: the version does not change between commits
"$VENV/bin/python" -m pip install -q ".[packaging]"
"$VENV/bin/python" -m pip install -q --no-deps --force-reinstall .

echo "build: running PyInstaller"
rm -rf "$DIST"
# run from outside the checkout so the analysis imports the installed studdesk, not ./studdesk
(cd build && "../$VENV/bin/pyinstaller" --noconfirm --log-level WARN \
  --distpath ../dist --workpath pyinstaller ../packaging/studdesk.spec)

# The interpreter's own libraries may carry debug symbols (a pyenv build: ~25 MB). Strip
# only those: wheels' bundled libraries are patchelf-ed and strip breaks them.
if command -v strip >/dev/null 2>&1; then
  strip --strip-unneeded "$DIST"/_internal/libpython3*.so* "$DIST"/_internal/python3*/lib-dynload/*.so
fi

icons=$("$VENV/bin/python" -c "import pathlib, studdesk; print(pathlib.Path(studdesk.__file__).parent / 'resources' / 'icons')")
install -Dm644 packaging/studdesk.desktop "$DIST/share/applications/studdesk.desktop"
install -Dm644 packaging/io.github.studdesk.studdesk.metainfo.xml \
  "$DIST/share/metainfo/io.github.studdesk.studdesk.metainfo.xml"
for png in "$icons"/studdesk-*.png; do
  size=$(basename "$png" .png); size=${size#studdesk-}
  install -Dm644 "$png" "$DIST/share/icons/hicolor/${size}x${size}/apps/studdesk.png"
done
install -Dm644 "$icons/studdesk.svg" "$DIST/share/icons/hicolor/scalable/apps/studdesk.svg"

echo "build: $DIST is $(du -sh "$DIST" | cut -f1) ($(find "$DIST" -type f | wc -l) files)"
