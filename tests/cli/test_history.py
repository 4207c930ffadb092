"""`studdesk-sim history ...` and `--record`: the command-line contract of issue 11."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from persistence.handstore_hands import bot_hand  # tests/ is on sys.path (pytest rootdir)

from studdesk.cli.sim import main
from studdesk.persistence.handstore import HandStore, SessionKind, default_path
from studdesk.persistence.handstore_phh import import_phh_files
from studdesk.persistence.handstore_record import record_from_hand
from studdesk.persistence.phh import hand_to_phh
from studdesk.persistence.phh_read import read_phh_file


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("STUDDESK_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _phh_files(folder: Path, count: int, variant: str = "stud", first_seed: int = 0) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for seed in range(first_seed, first_seed + count):
        path = folder / f"{variant}-{seed}.phh"
        path.write_text(hand_to_phh(bot_hand(variant, seed)), encoding="utf-8")
        paths.append(path)
    return paths


def _stored() -> int:
    with HandStore.open() as store:
        return store.hand_count()


# ---------------------------------------------------------------------- --record


def test_sim_record_stores_every_hand_in_one_session(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--variant", "razz", "--hands", "30", "--players", "4", "--record")
    assert code == 0
    assert f"recorded       30 hands to {default_path()}" in out
    with HandStore.open() as store:
        [session] = store.sessions()
        assert (session.kind, session.hands) == (SessionKind.SIMULATION, 30)
        record = store.load_record(1)
        assert record.hero_seat is None and {p.bot for p in record.players} == {"random"}


def test_sng_record_stores_the_tournaments_hands(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sng", "--entrants", "3", "--speed", "turbo", "--record", "--seed", "2")
    played = int(re.search(r"hands played\s+(\d+)", out).group(1))  # type: ignore[union-attr]
    assert code == 0 and f"recorded       {played} hands" in out
    with HandStore.open() as store:
        [session] = store.sessions()
        assert session.kind is SessionKind.TOURNAMENT and session.hands == played


def test_record_into_an_unusable_place_is_a_clear_message(
    capsys: pytest.CaptureFixture[str], home: Path
) -> None:
    home.mkdir(parents=True)
    (home / "data").write_text("a file where the data folder should be")
    with pytest.raises(SystemExit):
        main(["--hands", "3", "--record"])
    err = capsys.readouterr().err
    assert "--record: The hand history folder" in err and "Traceback" not in err


# ---------------------------------------------------------------------- import


def test_import_phh_and_phhs_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    singles = _phh_files(tmp_path / "in", 3, "stud8")
    multi = tmp_path / "in" / "more.phhs"
    texts = [hand_to_phh(bot_hand("razz", seed)) for seed in range(4)]
    multi.write_text("\n\n".join(f"[{i + 1}]\n{t}" for i, t in enumerate(texts)), encoding="utf-8")
    code, out, err = run(capsys, "history", "import", *map(str, singles), str(multi))
    assert (code, out.strip(), err) == (0, "imported 7, rejected 0", "")
    code, out, _ = run(capsys, "history", "import", str(multi))
    assert code == 0 and "4 hands were already stored" in out and "imported 0, rejected 0" in out
    assert _stored() == 7


BAD_CASES = {
    "malformed-toml": (lambda t: t.replace("small_bet = 5", "small_bet = = 5"), r"not valid TOML"),
    "unknown-variant": (lambda t: t.replace('variant = "F7S"', 'variant = "NT"'), r"not 'NT'"),
    "illegal-action": (
        lambda t: re.sub(r'"p(\d) (cc|f)"', r'"p\1 cbr 99999"', t, count=1),
        r"action \d+ 'p\d cbr 99999'",
    ),
    "duplicate-card": (
        lambda t: re.sub(r'"d dh p2 (\w\w)', lambda m: '"d dh p2 ' + t.split('"d dh p1 ')[1][:2], t, count=1),
        r"was already dealt",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_CASES))
def test_a_bad_hand_is_rejected_with_file_hand_line_and_reason(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, case: str
) -> None:
    good = _phh_files(tmp_path, 2)
    spoil, reason = BAD_CASES[case]
    bad = tmp_path / "bad.phhs"
    text = hand_to_phh(bot_hand("stud", 10))
    spoiled = spoil(text)
    assert spoiled != text
    bad.write_text(f"[1]\n{hand_to_phh(bot_hand('stud', 11))}\n[2]\n{spoiled}", encoding="utf-8")
    code, out, err = run(capsys, "history", "import", *map(str, good), str(bad))
    assert code == 1
    assert out.strip() == "imported 3, rejected 1"
    assert re.search(rf"rejected: {re.escape(str(bad))}, hand 2: (line \d+: )?.*{reason}", err), err
    assert "Traceback" not in err
    assert _stored() == 3


def test_a_file_that_cannot_be_read_is_one_rejection(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    huge = tmp_path / "huge.phhs"
    with huge.open("wb") as handle:
        handle.truncate(100 * 1024 * 1024)
    good = _phh_files(tmp_path, 1)
    code, out, err = run(
        capsys, "history", "import", str(huge), str(tmp_path / "missing.phh"), *map(str, good)
    )
    assert code == 1 and out.strip() == "imported 1, rejected 2"
    assert "huge.phhs: the file is 104.9 MB" in err and "missing.phh: cannot read the file" in err


def test_the_hero_is_named_at_import(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    files = _phh_files(tmp_path, 3)
    assert run(capsys, "history", "import", "--hero", "bot2", *map(str, files))[0] == 0
    _code, out, _ = run(capsys, "history", "stats", "--json")
    figures = json.loads(out)
    assert figures["hands"] == 3 and figures["all_players"]["hands"] == 15


def test_a_cancelled_import_leaves_nothing(tmp_path: Path) -> None:
    files = _phh_files(tmp_path, 6)
    seen: list[tuple[int, int]] = []
    with HandStore.open() as store:
        report = import_phh_files(
            store,
            files,
            progress=lambda done, total: seen.append((done, total)),
            cancel=lambda: len(seen) >= 4,
        )
        assert report.cancelled and report.imported == 0
        assert store.hand_count() == 0 and store.sessions() == []
    assert seen[:2] == [(0, 6), (1, 6)]


def test_an_interrupted_import_leaves_nothing(tmp_path: Path) -> None:
    files = _phh_files(tmp_path, 4)

    def interrupt(done: int, _total: int) -> None:
        if done == 2:
            raise KeyboardInterrupt

    with HandStore.open() as store:
        with pytest.raises(KeyboardInterrupt):
            import_phh_files(store, files, progress=interrupt)
        assert store.hand_count() == 0


@pytest.mark.slow
def test_ten_thousand_hands_in_one_phhs(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = hand_to_phh(bot_hand("stud8", 1))
    body = "\n".join(f"[{i + 1}]\n{text.replace('hand = 1', f'hand = {i + 1}')}" for i in range(10_000))
    path = tmp_path / "many.phhs"
    path.write_text(body, encoding="utf-8")
    assert len(read_phh_file(path)) == 10_000
    code, out, _ = run(capsys, "history", "import", str(path))
    # the same game ten thousand times: stored once, the rest are duplicates
    assert code == 0 and "9999 hands were already stored" in out and "imported 1, rejected 0" in out


# ---------------------------------------------------------------------- export and stats


def _practice_store(count: int = 6) -> None:
    with HandStore.open() as store:
        session = store.start_session(SessionKind.PRACTICE, "practice")
        for seed in range(count):
            variant = "stud" if seed % 2 else "razz"
            hand = bot_hand(variant, seed)
            store.add_hand(record_from_hand(hand, hero_seat=0, ended_at=1.7e9 + 86_400 * seed), session)


def test_export_one_file_per_hand_with_hidden_cards(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _practice_store()
    code, out, _ = run(capsys, "history", "export", "--out", str(tmp_path / "out"), "--variant", "stud")
    assert code == 0 and "exported 3 hands" in out
    files = sorted((tmp_path / "out").glob("*.phh"))
    assert len(files) == 3
    texts = [f.read_text() for f in files]
    assert all("finishing_stacks" in t for t in texts)
    assert any("??" in t for t in texts)
    run(capsys, "history", "export", "--out", str(tmp_path / "open"), "--variant", "stud", "--reveal")
    assert not any("??" in f.read_text() for f in (tmp_path / "open").glob("*.phh"))


def test_export_single_phhs_since_a_date_and_import_it_back(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _practice_store()
    single = tmp_path / "all.phhs"
    since = "2023-11-17"  # hands end on 2023-11-14 .. 2023-11-19 (one a day)
    code, _out, _ = run(capsys, "history", "export", "--single", str(single), "--since", since, "--reveal")
    assert code == 0
    assert len(read_phh_file(single)) == 3


def test_export_flags_are_checked(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        main(["history", "export", "--out", str(tmp_path), "--since", "yesterday"])
    assert "is not a date like 2024-05-31" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["history", "export"])
    assert "one of the arguments --out --single is required" in capsys.readouterr().err


def test_stats_json_has_the_contract_keys(capsys: pytest.CaptureFixture[str]) -> None:
    _practice_store()
    code, out, _ = run(capsys, "history", "stats", "--json")
    figures = json.loads(out)
    assert code == 0
    for key in ("hands", "won_bb_per_100", "vpip_third_street", "showdown_rate", "won_at_showdown"):
        assert key in figures
    assert figures["hands"] == 6 and "all_players" in figures and "opponents" in figures


def test_stats_json_for_hi_lo_has_the_halves(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--variant", "stud8", "--hands", "20", "--record")[0] == 0
    with HandStore.open() as store:
        store.connection.execute("UPDATE hand_players SET is_hero = 1 WHERE seat = 0")
    _code, out, _ = run(capsys, "history", "stats", "--variant", "stud8", "--json")
    figures = json.loads(out)
    assert {"scoops", "high_halves", "low_halves"} <= set(figures) and figures["hands"] == 20


def test_stats_and_list_print_text(capsys: pytest.CaptureFixture[str]) -> None:
    _practice_store()
    code, out, _ = run(capsys, "history", "stats")
    assert code == 0 and "you (the hero)" in out and "3rd street: entered %" in out
    code, out, _ = run(capsys, "history", "list", "--limit", "2")
    assert code == 0 and out.strip().endswith("2 of 6 hands")


def test_a_damaged_database_is_moved_aside_with_a_message(
    capsys: pytest.CaptureFixture[str], home: Path
) -> None:
    (home / "data").mkdir(parents=True)
    (home / "data" / "hands.sqlite3").write_text("garbage " * 100)
    code, out, err = run(capsys, "history", "stats", "--json")
    assert code == 0 and "could not be used (it is not an SQLite database)" in err
    assert json.loads(out)["stored_hands"] == 0
