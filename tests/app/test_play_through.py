"""A whole hand of every variant, played through the real window at animation speed 0.

The engine runs in its thread; the test clicks the action buttons (or presses
their shortcuts) like a player and checks at every turn that the panel offers
exactly what the engine accepts.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from studdesk.engine.events import HandStarted, PotAwarded, ShowdownRevealed

from .driver import mostly_calls, quick_settings, start

VARIANTS = ("stud", "stud8", "five", "razz")


@pytest.mark.parametrize("via", ["click", "key"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_whole_hand_through_the_panel(qtbot: QtBot, variant: str, via: str) -> None:
    driver = start(qtbot, quick_settings(variant=variant), seed=11)
    driver.play_hand(mostly_calls, via)

    assert driver.decisions >= 2  # the player acted on several streets
    events = [e for b in driver.batches for e in b.events]
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.variant_key == variant
    # calling stations and a player who never folds reach the showdown
    assert any(isinstance(e, ShowdownRevealed) for e in events)
    awarded = sum(e.amount for e in events if isinstance(e, PotAwarded))
    assert awarded > 0
    final = driver.batches[-1].view
    assert sum(s.stack for s in final.seats) == sum(s.stack for s in started.seats)  # chips conserved
    assert driver.censored_everywhere()
    # the table shows what the engine says: every stack on the plates matches the final view
    for seat in final.seats:
        assert driver.window.scene.plates[seat.seat].stack == seat.stack
    assert driver.window.log.lines()  # the dealer's log wrote the hand


def test_random_opponents_fold_and_raise_without_breaking_the_panel(qtbot: QtBot) -> None:
    """Random bots raise, re-raise and fold: the panel still offers only what the engine takes."""
    driver = start(qtbot, quick_settings(default_bot="random", opponents=5), seed=3)
    driver.stop_after_hand_over = False
    for hand_number in (1, 2, 3):
        driver.play_hand(mostly_calls, "click", hand_number=hand_number)
    assert driver.hand_over(3)
