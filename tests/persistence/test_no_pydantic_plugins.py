"""pydantic looks for no plug-ins in StudDesk (issue 10: `importlib.metadata` and a scan of every
installed distribution's entry points cost a tenth of the Settings model's import)."""

from __future__ import annotations

import os
import subprocess
import sys

from studdesk.persistence import no_pydantic_plugins


def _python(code: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", code]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, env=dict(os.environ))


def test_settings_and_saves_validate_without_loading_plugin_discovery() -> None:
    probe = (
        "import sys\n"
        "from pydantic import ValidationError\n"
        "from studdesk.persistence.settings import Settings\n"
        "import studdesk.persistence.savefile, studdesk.persistence.savefile_session\n"
        "assert Settings(opponents=3).opponents == 3\n"
        "try:\n"
        "    Settings(opponents='many')\n"
        "except ValidationError:\n"
        "    print('refused')\n"
        "print('importlib.metadata' in sys.modules)\n"
    )
    result = _python(probe)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["refused", "False"]


def test_pydantics_own_loader_is_kept_once_loaded() -> None:
    loader = sys.modules[no_pydantic_plugins.LOADER]  # studdesk.persistence put its own in place
    assert loader.get_plugins() == ()
    assert no_pydantic_plugins.leave_out() is False  # already there: left alone
    assert sys.modules[no_pydantic_plugins.LOADER] is loader
