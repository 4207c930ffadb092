"""Reading and writing the settings file (`settings.json` in a directory the caller chooses).

Loading never fails and never silently discards anything: a damaged file, or one
from a newer StudDesk, is moved aside (`atomic.quarantine`) and the user gets a
plain-words notice; an older file is migrated; a file with a few unusable values
keeps everything else, and the original is kept next to it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from studdesk.persistence.atomic import atomic_write_text, quarantine
from studdesk.persistence.settings import (
    SCHEMA_VERSION,
    Settings,
    migrate,
    problems_from,
)

SETTINGS_FILE = "settings.json"

# Fields whose defaults only agree with each other: when dropping one bad value does not
# help (say bring-in 10 with a small bet of 2), these all go back to their defaults.
_LINKED_FIELDS = ("ante", "bring_in", "small_bet", "big_bet", "starting_stack", "opponents")


class SettingsSaveError(Exception):
    """The settings could not be written; the message is for the user."""


class SettingsStore:
    """Loads and saves `Settings` as JSON in `directory`."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)

    @property
    def path(self) -> Path:
        return self.directory / SETTINGS_FILE

    def save(self, settings: Settings) -> None:
        text = json.dumps(settings.to_json_data(), indent=2, ensure_ascii=False) + "\n"
        try:
            atomic_write_text(self.path, text)
        except OSError as exc:
            raise SettingsSaveError(
                f"Your settings could not be saved to {self.path}: {exc.strerror or exc}."
            ) from exc

    def load(self) -> tuple[Settings, str | None]:
        """The stored settings (or defaults) and a notice for the user, or None if all went well."""
        path = self.path
        if not path.exists():
            return Settings(), None
        try:
            raw = path.read_bytes()
        except OSError as exc:
            # Left in place: it may be fine once the permission or disk problem is solved.
            return Settings(), (
                f"Your settings file {path} could not be read ({exc.strerror or exc}); "
                "defaults are used for now."
            )
        data = _parse(raw)
        if data is None:
            return Settings(), self._set_aside("Your settings file was damaged")
        version = data.get("schema_version", 0)  # files without a version predate versions
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            return Settings(), self._set_aside("Your settings file was damaged")
        if version > SCHEMA_VERSION:
            return Settings(), self._set_aside(
                "Your settings file was written by a newer version of StudDesk "
                f"(settings format {version}; this version reads up to {SCHEMA_VERSION})"
            )
        try:
            data = migrate(data, version)
        except Exception:  # a migration meeting data it cannot read = a damaged file
            return Settings(), self._set_aside("Your settings file was damaged")
        try:
            return Settings.model_validate(data), None
        except ValidationError:
            pass
        return self._salvage(data)

    def _set_aside(self, what: str) -> str:
        try:
            moved = quarantine(self.path)
        except OSError as exc:
            return f"{what}, and it could not be moved aside ({exc.strerror or exc}); defaults are used."
        return f"{what}; it was moved to {moved.name} (in {moved.parent}) and defaults are used."

    def _salvage(self, data: dict[str, Any]) -> tuple[Settings, str]:
        settings, problems = salvage(data)
        listed = "; ".join(problems.values())
        notice = f"Some of your settings could not be used, so defaults were put in their place: {listed}."
        try:
            moved = quarantine(self.path)
        except OSError as exc:
            return settings, f"{notice} The file could not be moved aside ({exc.strerror or exc})."
        notice += f" Your original file was kept as {moved.name}."
        try:
            self.save(settings)
        except SettingsSaveError as exc:
            notice += f" {exc}"
        return settings, notice


def salvage(data: dict[str, Any]) -> tuple[Settings, dict[str, str]]:
    """Settings keeping every usable value of `data`, and {field: problem} for the rest."""
    data = dict(data)
    data["schema_version"] = SCHEMA_VERSION
    dropped: dict[str, str] = {}
    # each pass removes at least one key, so this ends
    for _ in range(len(data) + len(_LINKED_FIELDS) + 1):
        try:
            return Settings.model_validate(data), dropped
        except ValidationError as exc:
            problems = problems_from(exc)
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


def _parse(raw: bytes) -> dict[str, Any] | None:
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None
