"""SettingsStore: round trip, damaged and future files moved aside, migration, salvage."""

from __future__ import annotations

import json
import logging
import os
import stat
import threading
from pathlib import Path
from typing import Any

import pytest

from persistence.unusual import unusual_settings  # tests/ is on sys.path (pytest rootdir)
from studdesk.persistence import settings_store
from studdesk.persistence.settings import SCHEMA_VERSION, Settings
from studdesk.persistence.settings_store import (
    SETTINGS_FILE,
    SettingsNotice,
    SettingsSaveError,
    SettingsStore,
)


def _words(notice: SettingsNotice | None) -> str:
    """The notice as the player reads it (English: no language is installed in these tests)."""
    assert notice is not None
    return notice.words()


def _write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / SETTINGS_FILE
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return path


def _write_json(tmp_path: Path, data: Any) -> Path:
    return _write(tmp_path, json.dumps(data))


def _corrupt_files(tmp_path: Path) -> list[Path]:
    return sorted(tmp_path.glob(f"{SETTINGS_FILE}.corrupt-*"))


def test_round_trip_keeps_every_field(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    original = unusual_settings()
    store.save(original)
    loaded, notice = store.load()
    assert notice is None
    assert loaded == original


def test_saved_file_is_readable_json_with_the_schema_version(tmp_path: Path) -> None:
    SettingsStore(tmp_path).save(Settings(ante=3))
    data = json.loads((tmp_path / SETTINGS_FILE).read_text(encoding="utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION
    assert data["ante"] == 3


def test_save_creates_the_directory_and_leaves_no_temp_files(tmp_path: Path) -> None:
    directory = tmp_path / "deep" / "config"
    store = SettingsStore(directory)
    store.save(Settings())
    store.save(Settings(ante=2))
    assert [p.name for p in directory.iterdir()] == [SETTINGS_FILE]


def test_missing_file_gives_defaults_quietly_and_writes_nothing(tmp_path: Path) -> None:
    assert SettingsStore(tmp_path).load() == (Settings(), None)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "content",
    [
        b"{ not json",
        b"",
        b"[1, 2, 3]",
        b"\xff\xfe\x00garbage",
        b'{"schema_version": "one"}',
        b'{"schema_version": true}',
        b'{"schema_version": -1}',
    ],
    ids=["syntax", "empty", "not-an-object", "not-utf8", "version-text", "version-bool", "version-negative"],
)
def test_damaged_file_is_moved_aside_with_a_notice(tmp_path: Path, content: bytes) -> None:
    path = _write(tmp_path, content)
    settings, notice = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert not path.exists()
    [moved] = _corrupt_files(tmp_path)
    assert moved.read_bytes() == content  # nothing lost
    assert notice is not None
    assert _words(notice).startswith("Your settings file was damaged. It was moved to")
    assert moved.name in _words(notice) and "defaults are used" in _words(notice)


def test_future_schema_is_moved_aside_not_misread(tmp_path: Path) -> None:
    _write_json(tmp_path, {"schema_version": SCHEMA_VERSION + 1, "ante": 7, "hologram": True})
    settings, notice = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert notice is not None and "newer version of StudDesk" in _words(notice)
    [moved] = _corrupt_files(tmp_path)
    assert json.loads(moved.read_text(encoding="utf-8"))["ante"] == 7


def test_version_0_file_is_migrated(tmp_path: Path) -> None:
    # version 0: no schema_version, renamed keys, a "stakes" table, players not opponents
    _write_json(
        tmp_path,
        {
            "name": "Bob",
            "game": "razz",
            "players": 4,
            "bot": "rock",
            "stack": 2000,
            "stakes": {"ante": 2, "bring_in": 3, "small_bet": 10, "big_bet": 20},
            "animations": False,
            "think_ms": 250,
            "four_colour": True,
            "felt": "#202020",
            "raise_cap": 4,
            "sound": False,
        },
    )
    settings, notice = SettingsStore(tmp_path).load()
    assert notice is None
    assert settings == Settings(
        player_name="Bob",
        variant="razz",
        opponents=3,
        default_bot="rock",
        starting_stack=2000,
        ante=2,
        bring_in=3,
        small_bet=10,
        big_bet=20,
        animation_speed=0.0,
        bot_think_ms=250,
        four_color_deck=True,
        felt_color="#202020",
        raise_cap=4,
        sound=False,
    )
    assert _corrupt_files(tmp_path) == []


def test_migrated_settings_are_saved_in_the_current_format(tmp_path: Path) -> None:
    _write_json(tmp_path, {"name": "Bob", "animations": True})
    store = SettingsStore(tmp_path)
    settings, _ = store.load()
    store.save(settings)
    data = json.loads((tmp_path / SETTINGS_FILE).read_text(encoding="utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION
    assert data["player_name"] == "Bob" and "name" not in data


def test_a_bad_value_resets_only_that_field(tmp_path: Path) -> None:
    good = Settings(player_name="Ann", variant="stud8", ante=4, sound=False)
    data = good.to_json_data()
    data["bot_think_ms"] = -5
    path = _write_json(tmp_path, data)
    store = SettingsStore(tmp_path)
    settings, notice = store.load()
    assert settings == good.updated(bot_think_ms=600)
    assert notice is not None
    assert "Bot thinking time must not be negative" in _words(notice)
    [moved] = _corrupt_files(tmp_path)
    assert moved.name in _words(notice)
    assert json.loads(moved.read_text(encoding="utf-8"))["bot_think_ms"] == -5
    # the repaired settings were written back, so the next start is quiet
    assert path.exists()
    assert store.load() == (settings, None)


@pytest.mark.parametrize(
    ("field", "bad"),
    [
        ("window_geometry", "not base64!"),
        ("window_geometry", 12345),
        ("window_geometry", "QUFB" * 5000),  # far longer than any saved geometry
        ("window_state", ["a", "list"]),
        ("window_places", {"history": "%%%"}),
        ("window_places", {"NOT A NAME": "AdnQywADAAA="}),
        ("dialog_tabs", {"settings": "third"}),
    ],
    ids=["not-base64", "a-number", "huge", "state-a-list", "place-not-base64", "place-bad-name", "tab-text"],
)
def test_an_unusable_window_place_is_dropped_quietly_and_logged(
    tmp_path: Path, field: str, bad: object, caplog: pytest.LogCaptureFixture
) -> None:
    """The program wrote it, not the player: no notice, nothing moved aside, the window placed as usual."""
    good = Settings(player_name="Ann", ante=4, window_geometry="AdnQywADAAA=")
    data = good.to_json_data() | {field: bad}
    path = _write_json(tmp_path, data)
    with caplog.at_level(logging.WARNING, logger="studdesk"):
        settings, notice = SettingsStore(tmp_path).load()
    assert notice is None
    assert settings == good.updated(
        **{field: Settings.model_fields[field].get_default(call_default_factory=True)}
    )
    assert field in caplog.text
    assert [p.name for p in tmp_path.iterdir()] == [SETTINGS_FILE]  # nothing moved aside
    assert json.loads(path.read_text(encoding="utf-8")) == data  # nor written over until the next save


def test_real_damage_beside_an_unusable_window_place_is_reported_alone(tmp_path: Path) -> None:
    data = Settings(player_name="Ann").to_json_data() | {"window_geometry": "not base64!", "bot_think_ms": -5}
    _write_json(tmp_path, data)
    settings, notice = SettingsStore(tmp_path).load()
    assert settings == Settings(player_name="Ann")
    assert notice is not None and "Bot thinking time must not be negative" in _words(notice)
    assert "Window position" not in _words(notice)
    [moved] = _corrupt_files(tmp_path)  # the original, window place and all, is kept
    assert json.loads(moved.read_text(encoding="utf-8"))["window_geometry"] == "not base64!"


def test_unknown_keys_are_dropped_with_a_notice(tmp_path: Path) -> None:
    data = Settings(ante=2).to_json_data() | {"colour": "red"}
    _write_json(tmp_path, data)
    settings, notice = SettingsStore(tmp_path).load()
    assert settings == Settings(ante=2)
    assert notice is not None and "'colour' is not a StudDesk setting" in _words(notice)


def test_r1_4_conflicting_structure_falls_back_to_a_consistent_default(tmp_path: Path) -> None:
    # dropping only the bring-in would leave the default bring-in 5 above this small bet of 2
    data = Settings(player_name="Ann").to_json_data()
    data.update(ante=0, bring_in=10, small_bet=2, big_bet=4)
    _write_json(tmp_path, data)
    settings, notice = SettingsStore(tmp_path).load()
    assert settings.player_name == "Ann"
    assert settings.structure() == Settings().structure()
    assert notice is not None and "Bring-in must not exceed the small bet" in _words(notice)


def test_unreadable_file_is_left_in_place(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).mkdir()  # reading a directory fails like a permission problem
    settings, notice = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert notice is not None and "could not be read" in _words(notice)
    assert (tmp_path / SETTINGS_FILE).is_dir()
    assert _corrupt_files(tmp_path) == []


def test_save_failure_is_reported_in_plain_words(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("a file where the directory should be", encoding="utf-8")
    with pytest.raises(SettingsSaveError, match="could not be saved"):
        SettingsStore(blocker).save(Settings())


# ------------------------------------------------- issue 13: nothing a settings file does loses data


def _cannot_read(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Mode 000 as seen by a normal user (the tests may run as root, who reads anything)."""
    real = settings_store.read_regular_file

    def read(target: Path, limit: int) -> bytes:
        if Path(target) == path:
            raise PermissionError(13, "Permission denied", str(target))
        return real(target, limit)

    monkeypatch.setattr(settings_store, "read_regular_file", read)


def test_unreadable_file_is_never_overwritten_at_quit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = json.dumps(Settings(player_name="Mine", ante=7).to_json_data()).encode()
    path = _write(tmp_path, original)
    _cannot_read(monkeypatch, path)
    store = SettingsStore(tmp_path)
    settings, notice = store.load()
    assert settings == Settings()
    assert notice is not None and "could not be read (StudDesk has no permission to use it)" in _words(notice)
    assert "left as it is" in _words(notice)
    # quitting saves the window position only: the user's file stays as it was
    assert store.save(settings.updated(window_geometry="AdnQywADAAA=")) is None
    assert path.read_bytes() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_FILE]


def test_unreadable_file_is_kept_aside_when_the_user_saves_new_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = b'{"schema_version": 1, "ante": 7}'
    path = _write(tmp_path, original)
    _cannot_read(monkeypatch, path)
    store = SettingsStore(tmp_path)
    store.load()
    notice = store.save(Settings(ante=3))
    [kept] = tmp_path.glob(f"{SETTINGS_FILE}.unreadable-*")
    assert kept.read_bytes() == original
    assert (
        notice is not None
        and kept.name in _words(notice)
        and "your new settings were saved" in _words(notice)
    )
    assert json.loads(path.read_text(encoding="utf-8"))["ante"] == 3


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files of mode 000")
def test_mode_000_file_for_real(tmp_path: Path) -> None:
    path = _write(tmp_path, b'{"schema_version": 1, "ante": 7}')
    path.chmod(0)
    store = SettingsStore(tmp_path)
    _settings, notice = store.load()
    assert notice is not None and "could not be read" in _words(notice)
    assert store.save(Settings()) is None
    path.chmod(0o600)
    assert json.loads(path.read_text(encoding="utf-8"))["ante"] == 7


def test_a_fifo_at_the_settings_path_does_not_block_start_up(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    os.mkfifo(path)
    result: list[tuple[Settings, SettingsNotice | None]] = []
    loader = threading.Thread(target=lambda: result.append(SettingsStore(tmp_path).load()), daemon=True)
    loader.start()
    loader.join(timeout=10)
    assert not loader.is_alive(), "loading the settings blocked on a FIFO"
    [(settings, notice)] = result
    assert settings == Settings()
    assert notice is not None and "not a regular file" in _words(notice)
    assert stat.S_ISFIFO(path.lstat().st_mode)  # left in place


def test_a_byte_order_mark_is_not_damage(tmp_path: Path) -> None:
    _write(tmp_path, b"\xef\xbb\xbf" + json.dumps(Settings(ante=4).to_json_data()).encode())
    assert SettingsStore(tmp_path).load() == (Settings(ante=4), None)


def test_a_5000_digit_number_resets_only_that_value(tmp_path: Path) -> None:
    good = Settings(player_name="Ann", ante=2, sound=False)
    text = json.dumps(good.to_json_data()).replace(
        '"starting_stack": 1000', '"starting_stack": 1' + "0" * 5000
    )
    _write(tmp_path, text)
    settings, notice = SettingsStore(tmp_path).load()
    assert settings == good
    assert notice is not None and "Starting stack must be at most 1000000000" in _words(notice)
    [kept] = _corrupt_files(tmp_path)
    assert "0" * 5000 in kept.read_text(encoding="utf-8")


def test_old_format_with_unusable_values_keeps_the_original_and_says_what_was_dropped(
    tmp_path: Path,
) -> None:
    original = b'{"name":"Old","players":"six","stakes":[1,2],"animations":"yes"}'
    path = _write(tmp_path, original)
    store = SettingsStore(tmp_path)
    settings, notice = store.load()
    assert settings == Settings(player_name="Old")
    assert notice is not None
    for said in ("players 'six' is not a number of players", "stakes [1, 2]", "animations 'yes'"):
        assert said in _words(notice)
    [kept] = tmp_path.glob(f"{SETTINGS_FILE}.old-format-*")
    assert kept.read_bytes() == original and kept.name in _words(notice)
    assert json.loads(path.read_text(encoding="utf-8"))["player_name"] == "Old"
    assert store.load() == (settings, None)


def test_a_clean_upgrade_keeps_a_copy_of_the_old_file(tmp_path: Path) -> None:
    original = b'{"name": "Bob", "animations": true}'
    _write(tmp_path, original)
    settings, notice = SettingsStore(tmp_path).load()
    assert notice is None and settings.player_name == "Bob"
    [kept] = tmp_path.glob(f"{SETTINGS_FILE}.old-format-0-*")
    assert kept.read_bytes() == original


def test_a_file_changed_by_someone_else_is_kept_before_it_is_replaced(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings(ante=1))
    store.load()
    edited = b'{"schema_version": 1, "ante": 9}'
    (tmp_path / SETTINGS_FILE).write_bytes(edited)
    notice = store.save(Settings(ante=2))
    [kept] = tmp_path.glob(f"{SETTINGS_FILE}.replaced-*")
    assert kept.read_bytes() == edited
    assert notice is not None and "changed outside StudDesk" in _words(notice)
    assert store.save(Settings(ante=3)) is None  # our own file is simply replaced


def test_temp_files_left_by_a_killed_save_are_cleaned_at_start(tmp_path: Path) -> None:
    left = tmp_path / f".{SETTINGS_FILE}.k1ll3d00.tmp"
    left.write_text("{")
    old = left.stat().st_mtime - 3600
    os.utime(left, (old, old))
    SettingsStore(tmp_path).load()
    assert not left.exists()
