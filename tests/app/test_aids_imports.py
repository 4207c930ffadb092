"""The practice aids cost nothing at start-up: their modules on the first-paint path import neither
the bots nor the aids' analysis (with its simulations); those come when an aid is first asked for,
in the coach's thread or when a tool window opens."""

from __future__ import annotations

import subprocess
import sys

LIGHT = (
    "studdesk.app.coach_worker",
    "studdesk.play.aids",
    "studdesk.play.tools",
    "studdesk.ui.aids_panel",
    "studdesk.ui.dialogs.aids_page",
    "studdesk.ui.calculator_window",
    "studdesk.ui.trainer_window",
    "studdesk.persistence.drill_log",
)


def test_the_aid_modules_on_the_start_up_path_are_light() -> None:
    code = (
        f"import sys, {', '.join(LIGHT)}\n"
        "heavy = [m for m in sys.modules\n"
        "         if m.startswith(('studdesk.bots', 'studdesk.analysis'))]\n"
        "print(heavy)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == "[]"


def test_the_coach_loads_no_tool_windows_logic() -> None:
    """The coach's thread imports what the aids at the table need, not the calculator's, the
    trainer's or the memory drill's logic (they load when their window or the drill opens), nor
    the rule helpers' (off by default: they load with the first look that asks for them)."""
    code = (
        "import sys, studdesk.play.coach\n"
        "tools = ('calculator', 'completions', 'third_street', 'memory_drill', 'rulehelp')\n"
        "print([m for m in sys.modules if m.startswith('studdesk.analysis.') and m.endswith(tools)])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == "[]"
