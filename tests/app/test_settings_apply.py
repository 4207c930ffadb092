"""Settings chosen during a hand change the game from the next hand on, not the hand in play."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.engine.events import HandStarted
from studdesk.ui.timings import Timings

from .driver import mostly_calls, quick_settings, start


def _started(driver) -> list[HandStarted]:  # type: ignore[no-untyped-def]
    return [e for b in driver.batches for e in b.events if isinstance(e, HandStarted)]


def test_structure_and_variant_change_at_the_next_hand(qtbot: QtBot) -> None:
    settings = quick_settings(variant="stud")
    driver = start(qtbot, settings, seed=21)
    driver.stop_after_hand_over = False
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=10_000)
    changed = settings.updated(variant="razz", ante=2, bring_in=10, small_bet=30, big_bet=60)
    driver.flow.apply_settings(changed)
    driver.play_hand(mostly_calls, "click", hand_number=1)
    first = _started(driver)[0]
    assert (first.variant_key, first.ante, first.small_bet) == ("stud", 1, 20)  # the hand in play
    qtbot.waitUntil(lambda: len(_started(driver)) >= 2, timeout=5000)
    second = _started(driver)[1]
    assert (second.variant_key, second.ante, second.bring_in, second.small_bet, second.big_bet) == (
        "razz",
        2,
        10,
        30,
        60,
    )
    assert driver.window.variant_key == "razz"  # Help > Rules follows the game being played
    # stacks were carried over: the same players, the same chips in play
    assert sum(s.stack for s in second.seats) == sum(s.stack for s in first.seats)


def test_display_settings_apply_at_once_and_are_saved(qtbot: QtBot) -> None:
    settings = quick_settings()
    driver = start(qtbot, settings, seed=4)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=10_000)
    driver.flow.apply_settings(
        settings.updated(
            four_color_deck=True, animation_speed=2.0, felt_color="#224488", sound=False, sound_volume=35
        )
    )
    assert (driver.window.sounds.enabled, driver.window.sounds.volume) == (False, 35)
    assert driver.window.scene.theme.four_color
    assert driver.window.scene.theme.felt == "#224488"
    assert driver.window.director.timings == Timings(2.0, 0)
    saved = driver.saved_settings()
    assert saved["four_color_deck"] is True and saved["felt_color"] == "#224488"
    assert saved["sound"] is False and saved["sound_volume"] == 35


def test_the_players_turn_is_announced_once_per_turn(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=4)
    turns: list[Phase] = []
    driver.pacer.turn_started.connect(lambda: turns.append(driver.pacer.phase))
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=10_000)
    assert turns == [Phase.HUMAN_TURN]  # the chime and the taskbar alert come with the buttons


def test_more_opponents_means_a_new_table_next_hand(qtbot: QtBot) -> None:
    settings = quick_settings(opponents=2)
    driver = start(qtbot, settings, seed=8)
    driver.stop_after_hand_over = False
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=10_000)
    driver.flow.apply_settings(settings.updated(opponents=6))
    driver.play_hand(mostly_calls, "click", hand_number=1)
    qtbot.waitUntil(lambda: len(_started(driver)) >= 2, timeout=5000)
    assert len(_started(driver)[0].seats) == 3
    assert len(_started(driver)[1].seats) == 7
    assert len(driver.window.scene.plates) == 7  # the table was laid out again for seven seats
