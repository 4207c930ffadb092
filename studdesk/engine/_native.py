"""Compiled twins of the engine's busiest modules, used only when built from these very sources.

`scripts/build_native.py`, run by `scripts/setup.sh` when a source changed (where a C
compiler is at hand), compiles `NATIVE_MODULES` with mypyc (which ships with mypy) into a
folder of the virtual environment, checks that the compiled engine plays random hands
event for event as this source does, and writes a manifest with a checksum of every
source it compiled; a failed build leaves plain Python, which is identical and slower.
On the first import of `studdesk.engine`, `activate` puts that folder ahead of the
sources, all modules or none, and only when every source still has the checksum it was
compiled from: an edited module runs as plain Python (the identical fallback) until the
twins are built again.

`STUDDESK_NATIVE=0` keeps the plain Python modules. `native_active()` tells which runs.
"""

from __future__ import annotations

import os
import sys
import zlib
from collections.abc import MutableSequence

#: the hand state machine and what it calls at every action; they import nothing that
#: builds classes on the fly (events, views), which stay plain Python
NATIVE_MODULES = ("betting", "hand", "ordering", "pots", "showdown")
#: mypyc's group name: the code of all the twins is in one library, `{GROUP}__mypyc`
GROUP = "studdesk_engine"
MANIFEST = "manifest.txt"
ENV = "STUDDESK_NATIVE"

_active = False


# plain `os.path` strings, not pathlib: this runs at every start-up, and pathlib is slow to import


def native_root(prefix: str | None = None) -> str:
    """Where the twins of this interpreter live: inside the virtual environment, per Python version."""
    version = f"cp{sys.version_info.major}{sys.version_info.minor}"
    return os.path.join(sys.prefix if prefix is None else prefix, "studdesk-native", version)


def checksum(source: str) -> str:
    """A checksum of a source file (CRC-32 and length: it tells an edited file from the compiled one)."""
    with open(source, "rb") as file:
        data = file.read()
    return f"{zlib.crc32(data):08x}-{len(data)}"


def manifest_lines(sources: str) -> list[str]:
    """The manifest for the sources as they are now: one `module checksum` line per module."""
    return [f"{name} {checksum(os.path.join(sources, name + '.py'))}" for name in NATIVE_MODULES]


def fresh(root: str, sources: str) -> bool:
    """Whether `root` holds twins of every module, compiled from the sources as they are now."""
    try:
        with open(os.path.join(root, MANIFEST), encoding="utf-8") as file:
            recorded = [line for line in file.read().split("\n") if line]
        built = os.listdir(os.path.join(root, "engine"))
        if recorded != manifest_lines(sources):
            return False
    except OSError:  # no twins built, or unreadable: plain Python
        return False
    return all(any(f.startswith(name + ".") and f.endswith(".so") for f in built) for name in NATIVE_MODULES)


def activate(package_path: MutableSequence[str]) -> bool:
    """Put fresh twins ahead of the engine's sources (called by `studdesk.engine` on import)."""
    global _active
    if os.environ.get(ENV, "1") == "0" or not package_path:
        return False
    root = native_root()
    if not fresh(root, package_path[0]):
        return False
    lib = os.path.join(root, "lib")
    sys.path.append(lib)  # the group's library is a top-level module
    try:  # loaded now, so that a damaged build is found here and not by the first engine import
        __import__(f"{GROUP}__mypyc")
    except ImportError:
        sys.path.remove(lib)
        return False
    package_path.insert(0, os.path.join(root, "engine"))
    _active = True
    return True


def native_active() -> bool:
    """Whether this process runs the compiled twins."""
    return _active
