"""Reading and writing the settings file (`settings.json` in a directory the caller chooses).

Loading never fails, never blocks and never silently discards anything: a
damaged file, or one from a newer StudDesk, is moved aside
(`atomic.quarantine`) and the user gets a plain-words notice; an older file is
migrated and its original kept; a file with a few unusable values keeps
everything else, and the original is kept next to it. A window's place or a
dialog's last tab that cannot be used is no damage worth a notice: the program
wrote it, not the player, so it is dropped with a line in the log and the
window opens where it would without it.

Saving never destroys a file the store has not seen: a settings file that
could not be read (no permission, a FIFO...) is left alone by automatic saves
(the window position at quit) and moved aside, not overwritten, when the user
saves new settings; a file changed by someone else since it was loaded is
kept as a copy before it is replaced.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from studdesk.persistence.atomic import (
    CORRUPT_MARK,
    FileTooLargeError,
    atomic_write_bytes,
    quarantine,
    read_regular_file,
    remove_stale_temp_files,
)
from studdesk.persistence.settings import (
    AUTOMATIC_FIELDS,
    SCHEMA_VERSION,
    Settings,
    problem_words,
)
from studdesk.persistence.settings_migrations import migrate
from studdesk.wording import Words
from studdesk.wording import settings_file as words
from studdesk.wording.system import FileProblem

_log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
#: a settings file is a few kilobytes; anything far larger is not ours
MAX_SETTINGS_BYTES = 1 << 20
#: numbers longer than this are out of every range; kept short so parsing stays cheap
_MAX_DIGITS = 40
_HUGE: int = 10**_MAX_DIGITS

# Fields whose defaults only agree with each other: when dropping one bad value does not
# help (say bring-in 10 with a small bet of 2), these all go back to their defaults.
_LINKED_FIELDS = ("ante", "bring_in", "small_bet", "big_bet", "starting_stack", "opponents")

_UNREADABLE_MARK = ".unreadable-"
_REPLACED_MARK = ".replaced-"
_OLD_FORMAT_MARK = ".old-format-"


@dataclass(frozen=True, slots=True)
class SettingsNotice:
    """What the player is told about their settings file: sentences kept unsaid (each a
    `wording.settings_file` function with its facts). The file is read before the language it
    chooses is installed, so the window says them, with `words()`, once it is."""

    sentences: tuple[Words, ...]

    def words(self) -> str:
        return " ".join(say() for say in self.sentences)


class SettingsSaveError(Exception):
    """The settings could not be written: `notice` says so (the message is its English)."""

    def __init__(self, notice: SettingsNotice) -> None:
        super().__init__(notice.words())
        self.notice = notice


def _notice(*sentences: Words) -> SettingsNotice:
    return SettingsNotice(sentences)


class SettingsStore:
    """Loads and saves `Settings` as JSON in `directory`."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        #: the file's bytes as last read or written here: another content on disk is someone else's
        self._known: bytes | None = None
        #: the settings `load` handed out when the file there could not be read
        self._unread_defaults: Settings | None = None

    @property
    def path(self) -> Path:
        return self.directory / SETTINGS_FILE

    # ------------------------------------------------------------------ saving

    def save(self, settings: Settings) -> SettingsNotice | None:
        """Write `settings`; returns a notice when an existing file had to be kept aside first."""
        data = (json.dumps(settings.to_json_data(), indent=2, ensure_ascii=False) + "\n").encode("utf-8")
        notice: SettingsNotice | None = None
        try:
            current = read_regular_file(self.path, MAX_SETTINGS_BYTES)
        except (FileNotFoundError, NotADirectoryError):  # nothing there to keep
            current = None
        except OSError as exc:
            if self._unread_defaults is not None and _same_choices(settings, self._unread_defaults):
                return None  # nothing the user chose: leave their unreadable file as it is
            notice = self._keep_aside(_UNREADABLE_MARK, partial(words.unreadable, _why(exc)))
        else:
            if current != self._known and current != data:
                notice = self._keep_aside(_REPLACED_MARK, words.changed_outside)
        try:
            atomic_write_bytes(self.path, data)
        except OSError as exc:
            raise SettingsSaveError(_notice(partial(words.not_saved, str(self.path), _why(exc)))) from exc
        self._known = data
        self._unread_defaults = None
        return notice

    def _keep_aside(self, mark: str, what: Words) -> SettingsNotice:
        try:
            moved = quarantine(self.path, mark)
        except FileNotFoundError:
            return _notice(what, words.gone_now)
        except OSError as exc:
            raise SettingsSaveError(_notice(what, partial(words.not_kept_aside, _why(exc)))) from exc
        return _notice(what, partial(words.kept_aside, moved.name, str(moved.parent)))

    # ------------------------------------------------------------------ loading

    def load(self) -> tuple[Settings, SettingsNotice | None]:
        """The stored settings (or defaults) and a notice for the user, or None if all went well."""
        remove_stale_temp_files(self.directory)
        path = self.path
        try:
            raw = read_regular_file(path, MAX_SETTINGS_BYTES)
        except (FileNotFoundError, NotADirectoryError):  # saving will say what is in the way
            return Settings(), None
        except FileTooLargeError:
            return Settings(), self._set_aside(words.far_too_large)
        except OSError as exc:
            # Left in place: it may be fine once the permission or disk problem is solved.
            self._unread_defaults = Settings()
            return self._unread_defaults, _notice(partial(words.unreadable_left, str(path), _why(exc)))
        self._known = raw
        data = _parse(raw)
        if data is None:
            return Settings(), self._set_aside(words.damaged)
        version = data.get("schema_version", 0)  # files without a version predate versions
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            return Settings(), self._set_aside(words.damaged)
        if version > SCHEMA_VERSION:
            return Settings(), self._set_aside(partial(words.newer, version, SCHEMA_VERSION))
        try:
            data, dropped = migrate(data, version)
        except Exception:  # a migration meeting data it cannot read = a damaged file
            return Settings(), self._set_aside(words.damaged)
        try:
            settings = Settings.model_validate(data)
        except ValidationError:
            settings, problems = salvage(data)
            dropped.update(problems)
        for field in sorted(AUTOMATIC_FIELDS & dropped.keys()):
            _log.warning("settings: %s dropped, the usual is used instead: %s", field, dropped.pop(field)())
        if dropped:
            return settings, self._replace_original(settings, dropped, version < SCHEMA_VERSION)
        if version < SCHEMA_VERSION:
            self._upgrade_quietly(raw, settings, version)
        return settings, None

    def _set_aside(self, what: Words) -> SettingsNotice:
        try:
            moved = quarantine(self.path)
        except OSError as exc:
            return _notice(what, partial(words.not_moved_aside, _why(exc)))
        return _notice(what, partial(words.moved_aside, moved.name, str(moved.parent)))

    def _replace_original(
        self, settings: Settings, dropped: dict[str, Words], old_format: bool
    ) -> SettingsNotice:
        """Keep the original file aside, save what could be used, and say what was not."""
        problems = tuple(dropped.values())
        unusable = partial(_some_unusable, problems)
        try:
            moved = quarantine(self.path, _OLD_FORMAT_MARK if old_format else CORRUPT_MARK)
        except OSError as exc:
            return _notice(unusable, partial(words.original_not_moved, _why(exc)))
        notice = _notice(unusable, partial(words.original_kept, moved.name))
        self._known = None
        try:
            self.save(settings)
        except SettingsSaveError as exc:
            return SettingsNotice(notice.sentences + exc.notice.sentences)
        return notice

    def _upgrade_quietly(self, raw: bytes, settings: Settings, version: int) -> None:
        """Nothing was lost in the upgrade: write the new format, keeping the old file as a copy."""
        try:
            quarantine(self.path, f"{_OLD_FORMAT_MARK}{version}-")
            self._known = None
            self.save(settings)
        except (OSError, SettingsSaveError):
            self._known = raw  # the old file stays (or was already kept); it is read again next time


def salvage(data: dict[str, Any]) -> tuple[Settings, dict[str, Words]]:
    """Settings keeping every usable value of `data`, and {field: problem, unsaid} for the rest."""
    data = dict(data)
    data["schema_version"] = SCHEMA_VERSION
    dropped: dict[str, Words] = {}
    # each pass removes at least one key, so this ends
    for _ in range(len(data) + len(_LINKED_FIELDS) + 1):
        try:
            return Settings.model_validate(data), dropped
        except ValidationError as exc:
            problems = problem_words(exc)
        progress = False
        for field, message in problems.items():
            dropped.setdefault(field, message)
            if field in data:
                del data[field]
                progress = True
        if not progress:
            for field in _LINKED_FIELDS:
                data.pop(field, None)
    return Settings(), dropped


def _some_unusable(problems: tuple[Words, ...]) -> str:
    return words.some_unusable([say() for say in problems])


def _same_choices(a: Settings, b: Settings) -> bool:
    # saved automatically, not chosen by the user: never a reason to replace a file we could not read
    keep = set(Settings.model_fields) - AUTOMATIC_FIELDS
    return a.model_dump(include=keep) == b.model_dump(include=keep)


def _why(exc: OSError) -> FileProblem:
    """Why the system refused, said in the player's language when the notice is shown (the
    system's English goes to the log)."""
    return FileProblem(exc)


def _bounded_int(text: str) -> int:
    # Python refuses to convert more than 4,300 digits (and a long conversion is slow): a
    # number this long is out of every setting's range, so it becomes one that says so.
    if len(text.lstrip("-")) > _MAX_DIGITS:
        return -_HUGE if text.startswith("-") else _HUGE
    return int(text)


def _parse(raw: bytes) -> dict[str, Any] | None:
    try:
        # utf-8-sig: a byte-order mark (Notepad writes one) is not damage
        data = json.loads(raw.decode("utf-8-sig"), parse_int=_bounded_int)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None
