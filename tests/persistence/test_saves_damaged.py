"""Damaged or foreign save files: reported in plain words, moved aside, never a crash; others unaffected."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from typing import Any

import pytest

from studdesk.bots.roster import BotRoster, play_hand
from studdesk.engine.tournament import TournamentDirector
from studdesk.engine.tournament_config import Entrant, LevelTiming, Speed, TournamentConfig
from studdesk.persistence.savefile import ProblemKind, encode_envelope
from studdesk.persistence.saves import SaveLoadError, SaveStore

CONFIG = TournamentConfig(
    tuple(Entrant(f"P{i}", "random") for i in range(4)), timing=LevelTiming.of_speed(Speed.TURBO)
)


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    """A store holding a good save "good" and a second one "other", each a few hands in."""
    store = SaveStore(tmp_path)
    for slot, seed in (("good", 1), ("other", 2)):
        director = TournamentDirector(CONFIG, seed)
        bots = BotRoster(CONFIG, seed)
        for _ in range(6):
            play_hand(director, bots)
        store.save_tournament(slot, director)
    return store


def rewrite_body(path: Path, change: Any) -> None:
    """Edit a save's body and re-sign it, as a buggy or foreign writer with a valid checksum would."""
    document = json.loads(path.read_text())
    change(document["body"])
    kind, title, saved_at = document["kind"], document["title"], document["saved_at"]
    path.write_text(encode_envelope(kind, title, saved_at, document["body"]))


def corrupted_files(tmp_path: Path) -> list[Path]:
    return sorted(tmp_path.glob("*.corrupt-*"))


def assert_set_aside(store: SaveStore, slot: str, original: bytes, words: str) -> None:
    with pytest.raises(SaveLoadError) as caught:
        store.load_tournament(slot)
    problem = caught.value.problem
    assert words in problem.message
    assert "moved aside" in problem.message and "other saved games are not affected" in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == original
    assert not store.path_for(slot).exists()
    # the other save is untouched and still loads
    assert store.load_tournament("other").director.hands_played == 6


def test_a_save_cut_short_is_reported_and_moved_aside(store: SaveStore) -> None:
    path = store.path_for("good")
    damaged = path.read_bytes()[: len(path.read_bytes()) // 2]
    path.write_bytes(damaged)
    assert_set_aside(store, "good", damaged, "it is damaged: the file is cut short or garbled")


def test_a_changed_byte_fails_the_checksum(store: SaveStore) -> None:
    path = store.path_for("good")
    text = path.read_text()
    spot = text.index('"starting_chips":1500')
    damaged = (text[:spot] + '"starting_chips":1900' + text[spot + 21 :]).encode()
    path.write_bytes(damaged)
    assert_set_aside(store, "good", damaged, "its contents do not match their checksum")


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b'{"hello": "world"}', "it is not a StudDesk save (some other kind of file)"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe", "it is not a StudDesk save (not text)"),
        (b"player,chips\nann,1500\n", "it is not a StudDesk save (not a saved game at all)"),
        (b"", "it is not a StudDesk save (not a saved game at all)"),
    ],
    ids=["other-json", "binary", "csv", "empty"],
)
def test_a_foreign_file_is_reported_and_moved_aside(store: SaveStore, content: bytes, words: str) -> None:
    store.path_for("good").write_bytes(content)
    assert_set_aside(store, "good", content, words)


def test_a_body_with_a_valid_checksum_but_wrong_fields_is_damaged(store: SaveStore) -> None:
    path = store.path_for("good")
    rewrite_body(path, lambda body: body["config"].pop("buy_in"))
    original = path.read_bytes()
    assert_set_aside(store, "good", original, "it is damaged: config.buy_in is missing")


def test_a_ladder_that_breaks_r1_4_inside_a_save_is_damaged(store: SaveStore) -> None:
    path = store.path_for("good")
    rewrite_body(path, lambda body: body["config"]["ladder"][0].__setitem__(3, 1))
    assert_set_aside(store, "good", path.read_bytes(), "Big bet must be larger than the small bet")


def test_a_snapshot_that_disagrees_with_the_log_falls_back_to_the_replay(store: SaveStore) -> None:
    expected = store.load_tournament("good").director.snapshot()

    def steal_chips(body: dict[str, Any]) -> None:
        body["snapshot"]["stacks"][0][1] += 100

    rewrite_body(store.path_for("good"), steal_chips)
    restored = store.load_tournament("good").director
    assert restored.snapshot() == expected  # rebuilt from the seed and the command log


def test_a_log_that_cannot_be_replayed_with_a_bad_snapshot_is_damaged(store: SaveStore) -> None:
    def break_both(body: dict[str, Any]) -> None:
        body["snapshot"]["stacks"][0][1] += 100
        body["log"][2]["acts"][0] = [0, "raise", 999999]

    path = store.path_for("good")
    rewrite_body(path, break_both)
    assert_set_aside(store, "good", path.read_bytes(), "its hands cannot be replayed (hand 3, command 1")


def test_verify_catches_a_snapshot_that_the_log_contradicts(store: SaveStore) -> None:
    def shift_button(body: dict[str, Any]) -> None:
        snapshot = body["snapshot"]
        snapshot["button"] = (snapshot["button"] + 1) % 4  # still plausible on its own

    path = store.path_for("good")
    rewrite_body(path, shift_button)
    assert store.load_tournament("good").director.table.button is not None  # fast path trusts it
    with pytest.raises(SaveLoadError, match="its snapshot does not match its hands"):
        store.load_tournament("good", verify=True)


def test_a_save_from_a_newer_studdesk_is_reported_and_left_in_place(store: SaveStore) -> None:
    path = store.path_for("good")
    document = json.loads(path.read_text())
    document["version"] = 99
    path.write_text(json.dumps(document))
    with pytest.raises(SaveLoadError) as caught:
        store.load_tournament("good")
    assert caught.value.problem.kind is ProblemKind.NEWER
    assert "saved by a newer StudDesk" in caught.value.problem.message
    assert path.exists() and caught.value.problem.moved_to is None


def test_listing_sets_bad_files_aside_and_keeps_the_good_ones(store: SaveStore, tmp_path: Path) -> None:
    store.path_for("good").write_text("{ not json")
    (tmp_path / "photo.studsave").write_bytes(b"\xff\xd8\xff\xe0 JFIF")
    listing = store.list_saves()
    assert [s.slot for s in listing.saves] == ["other"]
    assert sorted(p.path.name for p in listing.problems) == ["good.studsave", "photo.studsave"]
    assert len(corrupted_files(tmp_path)) == 2
    # listing again finds nothing new to complain about
    assert store.list_saves().problems == ()


def test_missing_save_and_wrong_kind_are_plain_messages(store: SaveStore) -> None:
    with pytest.raises(SaveLoadError, match=r'There is no saved game "nothing\.studsave"'):
        store.load_tournament("nothing")
    with pytest.raises(SaveLoadError, match="is a sit-and-go, not a practice session"):
        store.load_session("good")
    assert store.path_for("good").exists()  # a question of kind, not damage: nothing moved


# ------------------------------------------------- issue 13: valid checksum, impossible content


def _set(*path_and_value: Any) -> Any:
    """A change that sets body[path...] = value (the last argument)."""
    *path, value = path_and_value

    def change(body: dict[str, Any]) -> None:
        target = body
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (_set("snapshot", "level", 999), "did not match its hands"),
        (_set("snapshot", "stacks", 0, 1, 10**30), "snapshot.stacks.0.1 must be at most"),
        (_set("snapshot", "button", 99), "snapshot.button must be less than 10"),
        (_set("snapshot", "stacks", []), "did not match its hands"),
        (_set("snapshot", "rng_state", [3, [1, 2], None]), "did not match its hands"),
        (_set("snapshot", "elapsed_seconds", -5.0), "snapshot.elapsed_seconds"),
        (lambda body: body["snapshot"].pop("rng_state"), "snapshot.rng_state is missing"),
    ],
    ids=["level-999", "stack-10^30", "button-99", "no-players", "rng-state", "negative-clock", "missing"],
)
def test_an_impossible_snapshot_is_rebuilt_from_the_log_with_a_note(
    store: SaveStore, change: Any, said: str
) -> None:
    before = store.load_tournament("good").director
    rewrite_body(store.path_for("good"), change)
    loaded = store.load_tournament("good")
    # rebuilt from the seed and the command log (the play clock too, when the snapshot had none)
    after = loaded.director.snapshot()
    assert after == dataclasses.replace(before.snapshot(), elapsed_seconds=after.elapsed_seconds)
    assert loaded.director.level_status() == before.level_status()
    [note] = loaded.notes
    assert note.startswith('The saved game "good": its summary of the game ')
    assert said in note and "rebuilt" in note


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (_set("seed", -1), "it is damaged: seed must be at least 0"),
        (_set("seed", 2**80), "it is damaged: seed must be at most"),
        (_set("log", 2, "acts", 0, [3, "call", 40]), "its hands cannot be replayed (hand 3, command 1"),
        (_set("log", 0, "acts", 0, [0, "raise", 10**30]), "it is damaged: log.0.acts.0.2"),
        (_set("log", 1, "acts", []), "its hands cannot be replayed (hand 2 stops before its end)"),
    ],
    ids=["seed-minus-1", "seed-2^80", "garbled-command", "huge-amount", "cut-hand"],
)
def test_a_log_that_cannot_be_replayed_is_damaged_even_with_a_good_snapshot(
    store: SaveStore, change: Any, said: str
) -> None:
    path = store.path_for("good")
    rewrite_body(path, change)
    assert_set_aside(store, "good", path.read_bytes(), said)


def test_a_damaged_save_is_not_offered_again(store: SaveStore) -> None:
    rewrite_body(store.path_for("good"), _set("seed", -1))
    listing = store.list_saves()
    assert [s.slot for s in listing.saves] == ["other"]
    [problem] = listing.problems
    assert problem.moved_to is not None and "seed" in problem.message
    assert store.list_saves().problems == ()  # told once: the file is no longer among the saves


def test_a_fifo_named_like_a_save_is_set_aside_without_blocking(store: SaveStore, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.studsave"
    os.mkfifo(fifo)
    listing = store.list_saves()  # would block forever reading the FIFO
    assert {s.slot for s in listing.saves} == {"good", "other"}
    [problem] = listing.problems
    assert "not a regular file" in problem.message and problem.moved_to is not None


def test_temp_files_left_by_a_killed_save_are_cleaned_at_the_next_start(tmp_path: Path) -> None:
    left = tmp_path / ".good.studsave.x1y2z3w4.tmp"
    left.write_text('{"format":"studdesk-save"')
    old = left.stat().st_mtime - 3600
    os.utime(left, (old, old))
    SaveStore(tmp_path)
    assert not left.exists()
