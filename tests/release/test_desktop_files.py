"""Desktop integration files: the .desktop entry and the AppStream metainfo agree and validate."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

import studdesk

from .helpers import REPO

PACKAGING = REPO / "packaging"
METAINFO = PACKAGING / "io.github.studdesk.studdesk.metainfo.xml"
DESKTOP = PACKAGING / "studdesk.desktop"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli (Debian: appstream) missing")
def test_metainfo_passes_appstreamcli_validate() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-validate (desktop-file-utils) missing"
)
def test_desktop_file_passes_desktop_file_validate() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_names_the_desktop_file_and_the_programs() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == METAINFO.name.removesuffix(".metainfo.xml")
    assert root.findtext("launchable") == DESKTOP.name
    binaries = {b.text for b in root.iter("binary")}
    assert binaries == {"studdesk", "studdesk-sim"}  # the [project.scripts] and gui-scripts


def test_metainfo_newest_release_is_the_package_version() -> None:
    releases = ET.parse(METAINFO).getroot().find("releases")
    assert releases is not None
    assert releases[0].get("version") == studdesk.__version__


def test_desktop_file_starts_the_gui_script_with_the_drawn_icon() -> None:
    entry = _desktop_entry()
    assert entry["Exec"].split()[0] == "studdesk"
    assert entry["Icon"] == "studdesk"  # studdesk-<N>.png installs as hicolor/NxN/apps/studdesk.png
    # Qt's desktop file name (the Wayland app id) must match so the taskbar finds the icon
    assert entry["StartupWMClass"] == "studdesk"
    assert 'setDesktopFileName("studdesk")' in (REPO / "studdesk" / "app" / "main.py").read_text()
