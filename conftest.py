"""pytest at the repository root: with the compiled engine (see `studdesk/engine/_native.py`), the
compiled twins are imported in place of their sources, so those sources are not collected for
their docstring examples (scripts/test runs them, on the plain Python engine)."""

from __future__ import annotations

from studdesk.engine import _native

compiled = [f"studdesk/engine/{name}.py" for name in _native.NATIVE_MODULES]
collect_ignore = compiled if _native.native_active() else []
