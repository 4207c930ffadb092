"""pydantic without its plug-in discovery (issue 10: start-up).

The first model class pydantic builds asks `pydantic.plugin._loader` for the plug-ins
installed anywhere in the environment (observability hooks such as logfire). That module
imports `importlib.metadata` (with `email`, `zipfile`, `csv` and more: about 45 modules) and
reads the entry points of every installed distribution: about a tenth of the whole
Settings model's import, on the GUI thread before the first paint, for hooks StudDesk never
wants in its settings and save files. Nothing else StudDesk does at start-up or in a hand
needs `importlib.metadata` (the bots' registry reads entry points only for a bot not built
in).

`leave_out()` puts a loader with no plug-ins in that module's place before any model is
built; pydantic then validates exactly as it does with `PYDANTIC_DISABLE_PLUGINS=__all__`.
Where pydantic has already loaded its own loader, or lays its modules out differently, it is
left alone: the price is the time, never the behaviour.
"""

from __future__ import annotations

import sys
from types import ModuleType

#: pydantic's plug-in loader (pydantic 2.5 and later), whose `get_plugins()` is all it is asked
LOADER = "pydantic.plugin._loader"


def _no_plugins() -> tuple[()]:
    return ()


def leave_out() -> bool:
    """Make pydantic see no plug-ins; True if its loader was replaced (False if already loaded)."""
    if LOADER in sys.modules:
        return False
    loader = ModuleType(LOADER, "No pydantic plug-ins in StudDesk (studdesk.persistence.no_pydantic_plugins)")
    loader.get_plugins = _no_plugins  # type: ignore[attr-defined]
    sys.modules[LOADER] = loader
    return True
