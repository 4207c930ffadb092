"""Every finished hand of the runner's games goes into the hand history (issue 11): practice
sittings and tournaments in sessions of their own, with the bots' profiles and the player's
seat; a resumed tournament goes on in its session; a finished hand not yet settled is not
lost; a damaged store is told once and the game goes on."""

from __future__ import annotations

from pathlib import Path

import pytest

from studdesk.engine.tournament_config import Entrant, LevelTiming, TournamentConfig
from studdesk.persistence.handstore import DATABASE_NAME, HandStore, HandStoreError, SessionKind
from studdesk.persistence.handstore_query import HandFilter, list_hands
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.messages import (
    KeepNote,
    LeaveTournament,
    NewGame,
    ResumeChoice,
    ResumeGame,
    StartPractice,
    StartTournament,
)
from studdesk.play.recording import HandRecorder
from studdesk.play.runner import Runner
from studdesk.play.status import GameKind, HaltReason

from .helpers import Run, calls, folds


def recorded_run(tmp_path: Path) -> Run:
    recorder = HandRecorder(tmp_path / DATABASE_NAME)
    return Run(Runner(SaveStore(tmp_path / "saves"), ResultsStore(tmp_path / "results"), recorder))


def practice_settings(**changes: object) -> Settings:
    values: dict[str, object] = {"opponents": 2, "default_bot": "always-call", "starting_stack": 1000}
    return Settings(**{**values, **changes})  # type: ignore[arg-type]


def hands_played(run: Run) -> int:
    return sum(1 for b in run.batches if b.view.is_over and b.events)


def finish(run: Run, folder: Path) -> HandStore:
    """Close the app's recorder (as quitting does) and open what it wrote."""
    run.runner.close_recorder()
    return HandStore.open(folder / DATABASE_NAME)


def test_practice_hands_are_recorded_with_the_hero_and_the_bots(tmp_path: Path) -> None:
    run = recorded_run(tmp_path)
    run.send(NewGame(1, StartPractice(practice_settings(variant="razz"), 31)))
    run.drive(calls, lambda: hands_played(run) >= 3)
    run.step()  # the third hand is settled
    with finish(run, tmp_path) as store:
        rows = list_hands(store, HandFilter(), descending=False)
        assert len(rows) >= 3
        assert all(r.variant == "razz" and r.hero_seat == 0 for r in rows)
        [session] = store.sessions()
        assert session.kind is SessionKind.PRACTICE and session.label == "Practice — Razz"
        assert session.details["variant"] == "razz" and session.ended_at is not None
        record = store.load_record(rows[0].id)
        assert {p.seat: p.bot for p in record.players} == {0: None, 1: "always-call", 2: "always-call"}
        assert record.player(0).name == Settings().player_name


def test_a_finished_hand_not_yet_settled_is_recorded_when_the_app_closes(tmp_path: Path) -> None:
    run = recorded_run(tmp_path)
    run.send(NewGame(1, StartPractice(practice_settings(), 5)))
    run.drive(calls, lambda: hands_played(run) >= 1)  # the table shows the end of hand 1
    hand = run.runner.hand
    assert hand is not None and hand.is_over
    with finish(run, tmp_path) as store:
        assert [r.hand_number for r in list_hands(store)] == [hand.hand_number]


def test_a_new_game_starts_a_new_session_and_records_the_old_games_last_hand(tmp_path: Path) -> None:
    run = recorded_run(tmp_path)
    run.send(NewGame(1, StartPractice(practice_settings(), 5)))
    run.drive(calls, lambda: hands_played(run) >= 1)
    run.send(NewGame(2, StartPractice(practice_settings(variant="stud8"), 6)))
    run.drive(calls, lambda: hands_played(run) >= 2)
    with finish(run, tmp_path) as store:
        sessions = {s.label: s.hands for s in store.sessions()}
        assert sessions == {
            "Practice — Stud": 1,
            "Practice — Stud Hi/Lo": 1,
        }


def three_handed() -> TournamentConfig:
    return TournamentConfig(
        (Entrant("You"), Entrant("Ada", "always-call"), Entrant("Bruno", "always-call")),
        starting_chips=1500,
        timing=LevelTiming(per_level=3),
    )


def test_a_resumed_tournament_goes_on_in_its_session_and_keeps_the_players_finish(tmp_path: Path) -> None:
    first = recorded_run(tmp_path)
    first.send(NewGame(1, StartTournament(three_handed(), 21)))
    first.drive(calls, lambda: hands_played(first) >= 2)
    first.runner.save()
    finish(first, tmp_path).close()
    again = recorded_run(tmp_path)
    slot = first.runner.game.slot  # type: ignore[union-attr]
    again.send(NewGame(1, ResumeGame(ResumeChoice(slot, GameKind.TOURNAMENT), None)))
    again.drive(folds, lambda: False)  # the player folds every hand and busts
    if again.halts[-1].reason is HaltReason.BUSTED:
        again.send(LeaveTournament())  # the bots finish it at once: those hands are recorded too
    assert again.halts[-1].reason is HaltReason.FINISHED
    result = again.halts[-1].result
    assert result is not None and result.human is not None
    with finish(again, tmp_path) as store:
        [session] = store.sessions()
        assert session.kind is SessionKind.TOURNAMENT
        assert session.hands == result.hands_played  # both runs' hands, each once
        assert session.details["place"] == result.human.place
        assert session.details["entrants"] == 3 and session.details["slot"] == slot


def test_a_damaged_store_is_told_once_and_the_game_goes_on(tmp_path: Path) -> None:
    (tmp_path / DATABASE_NAME).write_bytes(b"this is not a database" * 100)
    run = recorded_run(tmp_path)
    assert run.runner.recorder is not None
    run.runner.recorder.writer.wait_open(30)  # the writer thread has said what it found
    run.send(NewGame(1, StartPractice(practice_settings(), 5)))
    run.drive(calls, lambda: hands_played(run) >= 2)
    told = [n for b in run.batches for n in b.notices if "Hand history" in n]
    assert len(told) == 1 and "kept as hands.sqlite3.corrupt-" in told[0]
    with finish(run, tmp_path) as store:
        assert store.hand_count() >= 1  # a fresh history was started and goes on
    assert list(tmp_path.glob(f"{DATABASE_NAME}.corrupt-*"))


def test_a_store_that_cannot_be_opened_is_told_once_and_nothing_stops(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    recorder = HandRecorder(blocker / DATABASE_NAME)  # a file where the folder should be
    run = Run(Runner(SaveStore(tmp_path / "saves"), ResultsStore(tmp_path / "results"), recorder))
    with pytest.raises(HandStoreError):
        recorder.writer.wait_open(30)  # the writer thread has said why
    run.send(NewGame(1, StartPractice(practice_settings(), 5)))
    run.drive(calls, lambda: hands_played(run) >= 3)
    told = [n for b in run.batches for n in b.notices if "Hand history" in n]
    assert len(told) == 1 and "not recorded" in told[0]
    assert recorder.close()


def test_a_note_sent_for_a_hand_is_kept_with_it_whether_it_comes_before_or_after(tmp_path: Path) -> None:
    """The practice aids' review comes from its own thread when the hand ends, before or after
    the runner settles (and records) the hand."""
    run = recorded_run(tmp_path)
    run.send(NewGame(1, StartPractice(practice_settings(), 5)))
    run.drive(calls, lambda: hands_played(run) >= 1)  # hand 1 over, not settled yet
    first = run.runner.hand
    assert first is not None
    run.send(KeepNote(first.hand_number, "review", {"format": "x", "early": True}))
    run.drive(calls, lambda: hands_played(run) >= 2)  # hand 1 settled and recorded meanwhile
    run.send(KeepNote(first.hand_number + 1, "review", {"late": True}))
    with finish(run, tmp_path) as store:
        rows = list_hands(store, HandFilter(), descending=False)
        notes = [store.annotations(r.id) for r in rows]
        assert notes == [{"review": {"format": "x", "early": True}}, {"review": {"late": True}}]
