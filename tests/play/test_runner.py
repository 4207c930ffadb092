"""The runner on its own: one batch per step, censored for the player; refused commands in words."""

from __future__ import annotations

from pathlib import Path

import pytest

from studdesk.bots.isolated import IsolatedBot
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.events import CardDealt, HandStarted
from studdesk.persistence.settings import Settings
from studdesk.play.messages import NewGame, SitOut, StartPractice, StepBatch, TopUp
from studdesk.play.practice import HUMAN_SEAT
from studdesk.play.runner import Runner
from studdesk.play.status import HaltReason

from .helpers import Run


def _runner(**changes: object) -> Run:
    run = Run(Runner())
    settings = Settings(**{"opponents": 3, "default_bot": "calling-station", **changes})  # type: ignore[arg-type]
    run.send(NewGame(1, StartPractice(settings, 99)))
    return run


def _step_to_human(run: Run) -> StepBatch:
    for _ in range(50):
        run.step()
        view = run.batches[-1].view
        if view.to_act == HUMAN_SEAT:
            return run.batches[-1]
    raise AssertionError("the human never got a turn")


def test_each_step_answers_with_one_batch_for_the_human_seat() -> None:
    run = _runner()
    run.step()
    assert len(run.batches) == 1
    batch = run.batches[0]
    assert isinstance(batch.events[0], HandStarted)
    assert batch.viewer == HUMAN_SEAT and batch.view.viewer == HUMAN_SEAT and batch.seat_count == 4
    # R2.5: other seats' down cards are censored, the human's own are not
    for event in batch.events:
        if isinstance(event, CardDealt) and not event.face_up:
            assert (event.card is not None) == (event.seat == HUMAN_SEAT)


def test_bot_steps_name_the_thinker() -> None:
    run = _runner()
    run.step()
    hand = run.runner.hand
    assert hand is not None
    while hand.to_act == HUMAN_SEAT:  # let the human call so that a bot acts next
        run.act(Act.taking(HUMAN_SEAT, hand.legal_actions(HUMAN_SEAT)[0]))
    actor = hand.to_act
    run.step()
    assert run.batches[-1].thinker == actor


def test_illegal_command_is_refused_in_plain_words_and_changes_nothing() -> None:
    run = _runner()
    batch = _step_to_human(run)
    hand = run.runner.hand
    assert hand is not None
    before = len(hand.events)
    run.act(Act(HUMAN_SEAT, ActionKind.RAISE, 999_999))
    assert run.rejected and run.rejected[-1].startswith("You cannot raise to 999,999 now (R3.")
    assert len(hand.events) == before
    assert run.batches[-1].view.legal == batch.view.legal  # the same choices again


def test_command_for_another_seat_is_refused() -> None:
    run = _runner()
    _step_to_human(run)
    run.act(Act(2, ActionKind.FOLD))
    assert run.rejected[-1] == "You play seat 1, not seat 3."  # seats count from 1 for people


def test_unknown_bot_falls_back_with_a_notice() -> None:
    run = _runner(default_bot="no-such-bot")
    run.step()
    notices = run.batches[0].notices
    assert len(notices) == 3
    assert "unknown bot 'no-such-bot'" in notices[0] and "calling-station" in notices[0]


def test_busted_player_who_said_always_rebuy_buys_back_in() -> None:
    run = _runner(starting_stack=500, always_rebuy=True)
    assert run.runner.table is not None
    run.runner.table.set_stack(HUMAN_SEAT, 1)  # all-in with the ante: a lost hand busts the human
    for _ in range(400):
        hand = run.runner.hand
        if hand is not None and not hand.is_over and hand.to_act == HUMAN_SEAT:
            run.act(Act.taking(HUMAN_SEAT, hand.legal_actions(HUMAN_SEAT)[0]))
        else:
            run.step()
        if "You buy back in for 500 chips." in run.batches[-1].notices:
            break
    else:
        raise AssertionError("the human never busted and bought back in")
    started = run.batches[-1].events[0]
    assert isinstance(started, HandStarted)
    assert dict((s.seat, s.stack) for s in started.seats)[HUMAN_SEAT] == 500


def _busted_and_asked() -> Run:
    """A practice table of 500-chip stacks played until the player, all-in with the ante, busts."""
    run = _runner(starting_stack=500)
    assert run.runner.table is not None
    run.runner.table.set_stack(HUMAN_SEAT, 1)
    run.drive(lambda offers: offers[0], lambda: False, limit=2000)
    return run


def test_a_busted_player_is_asked_before_the_next_deal_and_the_answer_goes_on() -> None:
    """Issue 15: practice re-buys are asked (re-buy, sit out, leave), not done behind the player's back."""
    run = _busted_and_asked()
    assert len(run.halts) == 1
    halt = run.halts[0]
    assert halt.reason is HaltReason.REBUY
    assert halt.message == "You are out of chips. Re-buy for 500, sit out and watch, or leave the table?"
    assert not any("You buy back in" in n for b in run.batches for n in b.notices)
    run.step()  # asked again: nothing is dealt until the player answers
    assert len(run.halts) == 2 and run.halts[1].reason is HaltReason.REBUY
    run.send(TopUp(500))
    assert run.notices[-1] == "You re-buy for 500 chips."
    run.step()
    started = run.batches[-1].events[0]
    assert isinstance(started, HandStarted)
    assert dict((s.seat, s.stack) for s in started.seats)[HUMAN_SEAT] == 500


def test_a_busted_player_who_sits_out_watches_the_bots_play_on() -> None:
    run = _busted_and_asked()
    assert run.halts[-1].reason is HaltReason.REBUY
    run.send(SitOut(True))
    run.step()
    started = run.batches[-1].events[0]
    assert isinstance(started, HandStarted)
    assert HUMAN_SEAT not in {s.seat for s in started.seats}
    assert run.batches[-1].away == "You are sitting out"


def test_step_without_a_table_reports_it() -> None:
    run = Run(Runner())
    run.step()
    assert run.failed == ["There is no table: start a new game from the Game menu."]


def test_a_third_party_bot_gets_the_time_limit_and_its_process_ends_with_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 13: bots given as module:Class run in their own process, with the settings' limit."""
    (tmp_path / "own_bots.py").write_text(
        "class First:\n    def decide(self, view):\n        return view.legal[0]\n", encoding="utf-8"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    run = _runner(opponents=1, default_bot="own_bots:First", bot_time_limit=2.5)
    game = run.runner.game
    assert game is not None
    [bot] = game.bots.values()
    assert isinstance(bot, IsolatedBot), game.notices
    assert bot.deadline == 2.5 and not bot.closed
    run.step()
    run.send(NewGame(2, StartPractice(Settings(opponents=1), 7)))
    assert bot.closed  # the first game was replaced: its bot's process is gone
