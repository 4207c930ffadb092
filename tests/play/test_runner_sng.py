"""The runner playing a sit-and-go: statuses, the bust-out halt, watching or leaving, results,
saves and the exact resume."""

from __future__ import annotations

from pathlib import Path

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.events import SPECTATOR, CardDealt, HandStarted
from studdesk.engine.tournament_config import Entrant, LevelTiming, TournamentConfig
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveStore
from studdesk.play.messages import (
    LeaveTournament,
    NewGame,
    ResumeChoice,
    ResumeGame,
    StartTournament,
    TopUp,
)
from studdesk.play.runner import Runner
from studdesk.play.status import GameKind, HaltReason, TournamentStatus

from .helpers import Run, assert_resumed_where_left, calls, folds


def three_handed(per_level: int = 3, chips: int = 300) -> TournamentConfig:
    # always-call bots check hands down to each other: the player who folds busts first
    return TournamentConfig(
        (Entrant("You"), Entrant("Ada", "always-call"), Entrant("Bruno", "always-call")),
        starting_chips=chips,
        timing=LevelTiming(per_level=per_level),
    )


def new_run(tmp_path: Path) -> Run:
    return Run(Runner(SaveStore(tmp_path / "saves"), ResultsStore(tmp_path / "results")))


def test_r6_4_first_hand_shows_level_one_and_equal_standings(tmp_path: Path) -> None:
    run = new_run(tmp_path)
    run.send(NewGame(1, StartTournament(three_handed(), 11)))
    run.step()
    status = run.batches[0].status
    assert isinstance(status, TournamentStatus)
    assert status.level.level == 1 and status.level.hands_left == 3
    assert (status.level.structure.ante, status.level.structure.small_bet) == (5, 30)  # R6.4
    assert [s.chips for s in status.standings] == [300, 300, 300]
    assert all(abs(s.equity_percent - 100 / 3) < 1e-9 for s in status.standings)  # ICM: even stacks
    assert status.places_paid == 1 and status.human_seat == 0
    # the player sees their own down cards only (R2.5)
    for event in run.batches[0].events:
        if isinstance(event, CardDealt) and not event.face_up:
            assert (event.card is not None) == (event.seat == 0)


def test_r6_1_level_rises_after_the_hands_per_level_with_a_notice(tmp_path: Path) -> None:
    run = new_run(tmp_path)
    run.send(NewGame(1, StartTournament(three_handed(per_level=2), 11)))
    run.drive(folds, lambda: any(s.level_raised is not None for s in run.statuses))
    raised = next(s for s in run.statuses if s.level_raised is not None)
    assert raised.level.level == 2 and raised.hands_played == 3
    batch = next(b for b in run.batches if b.status is raised)
    started = next(e for e in batch.events if isinstance(e, HandStarted))
    assert (started.ante, started.bring_in, started.small_bet) == (10, 15, 40)
    assert any(n.startswith("Level 2: Seven Card Stud, ante 10") for b in run.batches for n in b.notices)


def test_r6_2_bust_halts_then_watching_deals_the_bots_on_to_the_results(tmp_path: Path) -> None:
    run = new_run(tmp_path)
    run.send(NewGame(1, StartTournament(three_handed(), 5)))
    run.drive(folds, lambda: False)
    bust = run.halts[-1]
    assert bust.reason is HaltReason.BUSTED and "3rd place" in bust.message
    assert isinstance(bust.status, TournamentStatus) and bust.status.human_finish is not None
    assert bust.status.human_finish.place == 3

    before = len(run.batches)
    run.drive(folds, lambda: False)  # watching: the player is never asked again
    watched = run.batches[before:]
    assert watched and all(b.view.viewer == SPECTATOR and b.viewer == 0 for b in watched)
    assert all(0 not in {s.seat for s in b.view.seats} for b in watched)
    down = [e for b in watched for e in b.events if isinstance(e, CardDealt) and not e.face_up]
    assert down and all(e.card is None for e in down)  # a spectator sees no down card
    done = run.halts[-1]
    assert done.reason is HaltReason.FINISHED and done.result is not None
    assert [p.place for p in done.result.places] == [1, 2, 3]
    assert done.result.places[0].prize == 300.0 and done.result.human is not None
    listing = ResultsStore(tmp_path / "results").list_results()
    assert [r.seed for r in listing.results] == [5]
    assert SaveStore(tmp_path / "saves").list_saves().saves == ()  # a finished game is not offered again


def test_leaving_after_the_bust_ends_as_watching_would(tmp_path: Path) -> None:
    """The bots are reseeded every hand, so finishing without the player watching gives the same order."""
    watched = new_run(tmp_path / "watch")
    watched.send(NewGame(1, StartTournament(three_handed(), 5)))
    watched.drive(folds, lambda: False)
    watched.drive(folds, lambda: False)
    left = new_run(tmp_path / "leave")
    left.send(NewGame(1, StartTournament(three_handed(), 5)))
    left.drive(folds, lambda: False)
    assert left.halts[-1].reason is HaltReason.BUSTED
    left.send(LeaveTournament())
    done = left.halts[-1]
    assert done.reason is HaltReason.FINISHED and done.result is not None
    assert watched.halts[-1].result is not None
    assert done.result.places == watched.halts[-1].result.places
    assert done.result.hands_played == watched.halts[-1].result.hands_played


def test_closing_while_the_bots_finish_for_a_player_who_left_keeps_the_save_from_the_bust(
    tmp_path: Path,
) -> None:
    """Issue 13: the app closing cuts the bots off; the hands they would play with their processes
    killed are not kept, nor a result recorded: the saved game is the one at the bust, and the
    tournament is finished from there after resuming."""
    run = new_run(tmp_path)
    run.send(NewGame(1, StartTournament(three_handed(), 5)))
    run.drive(folds, lambda: False)
    assert run.halts[-1].reason is HaltReason.BUSTED
    saves = SaveStore(tmp_path / "saves")
    slot = saves.list_saves().saves[0].slot
    at_bust = saves.path_for(slot).read_bytes()
    run.runner.interrupt()  # the window closes just as the player leaves
    run.send(LeaveTournament())
    run.runner.save()  # what the app does on the way out
    assert saves.path_for(slot).read_bytes() == at_bust
    assert ResultsStore(tmp_path / "results").list_results().results == ()
    again = new_run(tmp_path)
    again.send(NewGame(1, ResumeGame(ResumeChoice(slot, GameKind.TOURNAMENT), None)))
    again.drive(folds, lambda: False)  # resumed from the bust, the bots play it out
    assert again.halts[-1].reason is HaltReason.FINISHED
    assert len(ResultsStore(tmp_path / "results").list_results().results) == 1


def test_a_game_closed_mid_hand_resumes_exactly_there_with_the_same_cards(tmp_path: Path) -> None:
    first = new_run(tmp_path)
    first.send(NewGame(1, StartTournament(three_handed(chips=1500), 21)))
    # into hand 2, after the player's first command there
    first.drive(
        calls,
        lambda: (
            (h := first.runner.hand) is not None
            and h.hand_number == 2
            and any(a.seat == 0 for a in first.runner.game.director.pending_acts)
        ),
    )
    first.step()  # a bot acts after the player's last save: saved on quitting
    first.runner.save()
    hand = first.runner.hand
    assert hand is not None
    left_at = hand.view(0)

    again = new_run(tmp_path)
    saves = SaveStore(tmp_path / "saves").list_saves().saves
    assert [(s.kind, s.hands_played, s.finished) for s in saves] == [("sng", 1, False)]
    again.send(NewGame(7, ResumeGame(ResumeChoice(saves[0].slot, GameKind.TOURNAMENT), None)))
    again.step()
    batch = again.batches[0]
    assert batch.game == 7 and isinstance(batch.events[0], HandStarted)
    view = batch.view
    assert_resumed_where_left(view, left_at)
    assert [s.stack for s in view.seats] == [s.stack for s in left_at.seats]
    assert batch.notices[0] == f"Continued hand #{left_at.hand_number}."
    assert isinstance(batch.status, TournamentStatus) and batch.status.hands_played == 2


def test_the_player_cannot_act_for_a_bot_nor_rebuy_in_a_tournament(tmp_path: Path) -> None:
    run = new_run(tmp_path)
    run.send(NewGame(1, StartTournament(three_handed(), 3)))
    run.step()
    run.act(Act(2, ActionKind.FOLD))
    assert run.rejected == ["You play seat 1, not seat 3."]
    run.send(TopUp(100))  # a sit-and-go keeps its stacks: no re-buys
    assert "practice tables" in run.rejected[-1]
