"""A key given to two commands in a hand-edited settings file: the first command keeps it, the
other goes back to its usual key (or to none), and the change is logged."""

from __future__ import annotations

import logging

import pytest
from pytestqt.qtbot import QtBot

from studdesk.ui.shortcuts import bindings, clashes, without_clashes


@pytest.mark.parametrize(
    ("changed", "usable", "logged"),
    [
        ({"check_call": "F"}, {}, 1),  # fold keeps F; check/call has its C again
        ({"fold": "C"}, {"fold": "C", "check_call": ""}, 1),  # C was check/call's usual key
        ({"bring_in": "F", "pause": "F"}, {}, 2),
        ({"quit": "ctrl+n"}, {}, 1),  # written another way, still new game's key
        ({"pause": "Esc"}, {}, 1),  # Esc always skips the animation
        ({"new_game": "F5", "history_refresh": "F5"}, {"new_game": "F5", "history_refresh": "F5"}, 0),
        ({"fold": "X", "bring_in": "Q", "skip": ""}, {"fold": "X", "bring_in": "Q", "skip": ""}, 0),
    ],
)
def test_a_key_given_twice_in_one_window_is_kept_by_the_first_command(
    qtbot: QtBot,
    changed: dict[str, str],
    usable: dict[str, str],
    logged: int,
    caplog: pytest.LogCaptureFixture,
) -> None:
    del qtbot  # a QApplication
    with caplog.at_level(logging.WARNING, logger="studdesk.ui.shortcuts"):
        assert without_clashes(changed) == usable
    assert clashes(bindings(usable)) == []
    assert len(caplog.records) == logged
