"""The settings file's notices reach the player in the player's language, every one of them.

The file is read before the language it chooses is installed: each notice keeps its sentences
unsaid and is worded when shown, so a Russian player reads Russian even about the file that
chose Russian."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studdesk.persistence import settings_store
from studdesk.persistence.settings import Settings
from studdesk.persistence.settings_store import (
    MAX_SETTINGS_BYTES,
    SETTINGS_FILE,
    SettingsNotice,
    SettingsSaveError,
    SettingsStore,
)
from studdesk.ui import languages as lang

#: what the system says (English: only in the logs) and what the player reads instead
PERMISSION = "Permission denied"
DISK_FULL = "No space left on device"
RU_PERMISSION = "у StudDesk нет прав на доступ к нему"
RU_DISK_FULL = "диск заполнен"
#: values that cannot be used, one of each kind of refusal (shape, range, choice, cross-field, key)
BAD_VALUES = {
    "schema_version": 1,
    "bot_think_ms": -5,
    "colour": "green",
    "default_bot": "",
    "opponent_bots": ["two words"],
    "variant": "holdem",
    "felt_color": "red",
    "action_timer": 2,
    "shortcuts": {"fold": "\x01"},
    "sound": "loud",
    "ante": 10,
    "starting_stack": 5,
}
#: a file of the oldest layout, with one of each value the upgrade cannot carry over
OLD_FORMAT = {
    "name": "Ann",
    "stakes": {"ante": 1, "tip": 2},
    "players": "six",
    "animations": "yes",
    "zoom": 2,
}
#: English that must not be left in a translated notice
ENGLISH = re.compile(
    r"\b(your|settings|file|could|defaults|must|moved|kept|saved|damaged|newer|version|original|"
    r"not a|is not|Input should|opponent|chosen|setting)\b",
    re.IGNORECASE,
)


def _write(directory: Path, content: bytes | dict[str, object]) -> Path:
    path = directory / SETTINGS_FILE
    path.write_bytes(json.dumps(content).encode() if isinstance(content, dict) else content)
    return path


def _refuse(monkeypatch: pytest.MonkeyPatch, name: str, error: OSError) -> None:
    def fail(*_args: object, **_kwargs: object) -> object:
        raise error

    monkeypatch.setattr(settings_store, name, fail)


def _cannot_read(monkeypatch: pytest.MonkeyPatch) -> None:
    _refuse(monkeypatch, "read_regular_file", PermissionError(13, PERMISSION))


def _load(directory: Path) -> SettingsNotice:
    _settings, notice = SettingsStore(directory).load()
    assert notice is not None
    return notice


def _damaged(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _write(d, b"{ not json")
    return _load(d)


def _far_too_large(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _write(d, b" " * (MAX_SETTINGS_BYTES + 1))
    return _load(d)


def _newer(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _write(d, {"schema_version": 99})
    return _load(d)


def _damaged_and_stuck(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _write(d, b"[1, 2]")
    _refuse(m, "quarantine", PermissionError(13, PERMISSION))
    return _load(d)


def _unreadable(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _write(d, {"schema_version": 1})
    _cannot_read(m)
    return _load(d)


def _some_unusable(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _write(d, BAD_VALUES)
    return _load(d)


def _old_format_unusable(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _write(d, OLD_FORMAT)
    return _load(d)


def _unusable_and_stuck(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _write(d, BAD_VALUES)
    _refuse(m, "quarantine", PermissionError(13, PERMISSION))
    return _load(d)


def _changed_outside(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    store = SettingsStore(d)
    store.save(Settings())
    _write(d, {"schema_version": 1, "ante": 3})
    notice = store.save(Settings(ante=2))
    assert notice is not None
    return notice


def _unreadable_at_save(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _write(d, {"schema_version": 1})
    _cannot_read(m)
    store = SettingsStore(d)
    store.load()
    notice = store.save(Settings(ante=2))
    assert notice is not None
    return notice


def _gone_at_save(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    store = SettingsStore(d)
    store.save(Settings())
    _write(d, {"schema_version": 1, "ante": 3})
    _refuse(m, "quarantine", FileNotFoundError(2, "No such file or directory"))
    notice = store.save(Settings(ante=2))
    assert notice is not None
    return notice


def _not_kept_at_save(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    store = SettingsStore(d)
    store.save(Settings())
    _write(d, {"schema_version": 1, "ante": 3})
    _refuse(m, "quarantine", PermissionError(13, PERMISSION))
    with pytest.raises(SettingsSaveError) as failed:
        store.save(Settings(ante=2))
    return failed.value.notice


def _disk_full(d: Path, m: pytest.MonkeyPatch) -> SettingsNotice:
    _refuse(m, "atomic_write_bytes", OSError(28, DISK_FULL))
    with pytest.raises(SettingsSaveError) as failed:
        SettingsStore(d).save(Settings(ante=2))
    return failed.value.notice


#: each way the settings file can go wrong, and words only the Russian notice says
NOTICES: dict[str, tuple[Callable[[Path, pytest.MonkeyPatch], SettingsNotice], tuple[str, ...]]] = {
    "damaged": (_damaged, ("Файл настроек был повреждён.", "Он перенесён в settings.json.corrupt-")),
    "far too large": (_far_too_large, ("(он слишком велик)", "используются настройки по умолчанию")),
    "newer": (_newer, ("более новой версией StudDesk (формат настроек 99; эта версия читает форматы до 1)",)),
    "damaged, not moved": (_damaged_and_stuck, (f"Его не удалось убрать в сторону ({RU_PERMISSION})",)),
    "unreadable": (
        _unreadable,
        ("Не удалось прочитать файл настроек", f"({RU_PERMISSION}); пока", "как есть"),
    ),
    "some unusable": (
        _some_unusable,
        (
            "Некоторые ваши настройки использовать нельзя",
            "«colour» — не настройка StudDesk",
            "Бот по умолчанию: нужно выбрать бота",
            "Бот соперника 1: нужно имя бота",
            "Для «fold» указана не клавиша",
            "нужно одно из значений 'stud', 'stud8', 'five', 'razz'",
            "Стартовый стек должен покрывать хотя бы анте (10 фишек)",
            "Исходный файл сохранён как settings.json.corrupt-",
        ),
    ),
    "old format": (
        _old_format_unusable,
        (
            "stakes 'tip': StudDesk не знает такой ставки",
            "players 'six': это не число игроков",
            "animations 'yes': нужно «вкл.» (true) или «выкл.» (false)",
            "'zoom': такой настройки в старом формате нет",
            "Исходный файл сохранён как settings.json.old-format-",
        ),
    ),
    "unusable, not moved": (_unusable_and_stuck, (f"Файл не удалось убрать в сторону ({RU_PERMISSION})",)),
    "changed outside": (
        _changed_outside,
        ("Файл настроек был изменён вне StudDesk.", "новые настройки записаны"),
    ),
    "unreadable at save": (_unreadable_at_save, (f"Не удалось прочитать файл настроек ({RU_PERMISSION}).",)),
    "gone at save": (_gone_at_save, ("Теперь его нет, поэтому ваши настройки просто сохранены.",)),
    "not kept at save": (_not_kept_at_save, ("чтобы он не пропал, новые настройки не сохранены",)),
    "disk full": (_disk_full, ("Не удалось сохранить настройки в ", f": {RU_DISK_FULL}.")),
}


@pytest.mark.parametrize("case", list(NOTICES))
def test_each_settings_notice_is_said_in_russian_when_the_language_is_russian(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    del qtbot  # a QApplication for the translator
    make, russian = NOTICES[case]
    notice = make(tmp_path, monkeypatch)  # made in English: nothing is installed yet
    english = notice.words()
    lang.languages().apply("ru")
    said = notice.words()
    for words in russian:
        assert words in said
    assert PERMISSION not in said and DISK_FULL not in said
    system_and_paths = [str(tmp_path), SETTINGS_FILE, *(p.name for p in tmp_path.iterdir())]
    plain = said
    for quoted in system_and_paths:
        plain = plain.replace(quoted, "")
    assert not ENGLISH.findall(plain), said
    lang.languages().apply("bg")
    assert notice.words() not in (said, english)
    lang.languages().apply(lang.ENGLISH)
    assert notice.words() == english
