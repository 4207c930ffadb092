"""Qt without PySide6's import hook: every later import at Python's own speed (issue 10).

Importing PySide6 replaces `builtins.__import__` with shiboken's `__feature_import__`.
It serves `from __feature__ import snake_case, true_property`, which StudDesk never
uses, and after every import of any module it reads that module's source file
(`inspect.getsource`) to look for the word "PySide6": every module the app, the engine
thread's runner and the bots import after Qt paid a file read and a text search
(and the source stayed in `linecache`). Without the hook, a Qt class behaves as with
no feature selected, which is how StudDesk uses every one of them.
"""

from __future__ import annotations

import builtins

import PySide6.QtCore  # noqa: F401 (importing it installs the hook that is taken out here)


def restore_plain_import() -> bool:
    """Put Python's own import back if PySide6's hook is in place; True if it was."""
    original = getattr(builtins, "__orig_import__", None)
    hook = getattr(builtins, "__feature_import__", None)
    if original is None or hook is None or builtins.__import__ is not hook:
        return False
    builtins.__import__ = original
    return True
