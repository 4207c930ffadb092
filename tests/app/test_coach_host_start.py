"""The coach's process starts without Qt (issue 10: it loads Qt only for a translation)."""

from __future__ import annotations

import os
import subprocess
import sys


def _python(code: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)


def test_the_coachs_process_loads_no_qt_in_english() -> None:
    probe = (
        "import sys\n"
        "from studdesk.app import coach_host\n"
        "coach_host._Language().use(None)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n"
    )
    result = _python(probe)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_the_app_still_loads_qt_without_pysides_import_hook() -> None:
    probe = (
        "import builtins\n"
        "import studdesk.app\n"
        "print(hasattr(builtins, '__feature_import__'))\n"  # the package alone loads no Qt
        "import studdesk.app.main\n"
        "print(builtins.__import__ is builtins.__orig_import__)\n"
    )
    result = _python(probe)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "True"]
