"""Saved games under the data directory: one file per game, written atomically after every hand.

A file that cannot be used (damaged, or not a StudDesk save at all) is moved
aside to `<name>.corrupt-<timestamp>` and reported in plain words; every other
save is read as usual. A save from a newer StudDesk is reported and left where
it is, since a newer version can still open it.

The formats of the games themselves (`savefile_session`, `savefile_sng`: pydantic
models and the engine behind them) are imported when a game is first written or read,
not with this module: the app's start-up needs only the folder (issue 10).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studdesk.engine.errors import IllegalActionError
from studdesk.persistence.atomic import (
    NotARegularFileError,
    atomic_write_text,
    quarantine,
    read_regular_file,
    remove_stale_temp_files,
)
from studdesk.persistence.paths import data_dir
from studdesk.persistence.savefile import (
    Envelope,
    ProblemKind,
    SaveFileError,
    decode_envelope,
    encode_envelope,
)
from studdesk.persistence.table_log import delete_log
from studdesk.wording import Words
from studdesk.wording import saves as save_words
from studdesk.wording.problems import engine_refusal
from studdesk.wording.system import FileProblem
from studdesk.wording.tournament import sng_title
from studdesk.wording.variants import short_game_name

if TYPE_CHECKING:
    from studdesk.engine.actions import Act
    from studdesk.engine.session import PracticeSession
    from studdesk.engine.tournament import DirectorEvent, TournamentDirector
    from studdesk.engine.tournament_config import TournamentConfig
    from studdesk.persistence.savefile_session import SessionSave

SAVE_SUFFIX = ".studsave"
#: far above any save StudDesk writes; a larger file is not one of ours
MAX_SAVE_BYTES = 256 * 1024 * 1024
_SLOT = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


def default_saves_dir() -> Path:
    return data_dir() / "saves"


@dataclass(frozen=True, slots=True)
class SaveProblem:
    """A save that could not be used, and where it went."""

    path: Path
    kind: ProblemKind
    #: where the file was moved aside to (None when it was left in place)
    moved_to: Path | None
    #: the sentence, unsaid (`wording.saves`): see `message`
    words: Words

    @property
    def message(self) -> str:
        """The sentence in the language installed now."""
        return self.words()


class SaveLoadError(Exception):
    """Loading a save failed; `problem.message` says why in plain words."""

    def __init__(self, problem: SaveProblem) -> None:
        super().__init__()
        self.problem = problem

    def __str__(self) -> str:
        return self.problem.message


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """What a "continue a saved game" list shows."""

    slot: str
    path: Path
    kind: str
    title: str
    saved_at: str
    hands_played: int
    finished: bool


@dataclass(frozen=True, slots=True)
class SaveListing:
    saves: tuple[SaveInfo, ...]
    problems: tuple[SaveProblem, ...]


@dataclass(slots=True)
class LoadedTournament:
    """A loaded sit-and-go, ready at the start of its latest hand.

    `pending` are the commands of that hand made before the game was closed:
    start the hand as usual to replay it from its first card (same cards), or
    call `resume_exactly()` to play those commands again and go on from there.
    """

    director: TournamentDirector
    pending: tuple[Act, ...]
    notes: list[str] = field(default_factory=list)

    def resume_exactly(self) -> tuple[DirectorEvent, ...]:
        """Deal the interrupted hand again and re-apply its saved commands; returns every event."""
        _hand, events = self.director.start_hand()
        out: list[DirectorEvent] = list(events)
        for step, act in enumerate(self.pending, start=1):
            try:
                out.extend(self.director.apply(act))
            except IllegalActionError as exc:
                self.notes.append(save_words.goes_on_from(step, engine_refusal(exc)))
                break
        return tuple(out)


@dataclass(slots=True)
class LoadedSession:
    """A loaded practice session at the start of its latest hand; `pending` as for a tournament."""

    session: PracticeSession
    pending: tuple[Act, ...]
    notes: list[str] = field(default_factory=list)


def default_title(config: TournamentConfig) -> str:
    """ "Stud sit-and-go, 6 players", in the player's language of the moment (kept as written)."""
    game = None if config.is_rotation else short_game_name(config.variant_list[0])
    return sng_title(game, len(config.entrants))


class SaveStore:
    """Saved games in one directory (tests pass `tmp_path`; the app uses the data directory)."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_saves_dir()
        # a write killed half-way (power cut, SIGKILL) leaves its temporary file behind
        remove_stale_temp_files(self.directory)

    @staticmethod
    def check_slot(slot: str) -> None:
        """ValueError, in plain words, unless `slot` can name a save."""
        if not _SLOT.fullmatch(slot):
            shown = slot if len(slot) <= 40 else slot[:37] + "..."
            raise ValueError(
                f"{shown!r} cannot name a save: use 1 to 64 letters, digits, '-' or '_', "
                "starting with a letter or digit"
            )

    def path_for(self, slot: str) -> Path:
        self.check_slot(slot)
        return self.directory / f"{slot}{SAVE_SUFFIX}"

    # ------------------------------------------------------------------ writing

    def save_tournament(
        self,
        slot: str,
        director: TournamentDirector,
        title: str | None = None,
        now: datetime | None = None,
    ) -> Path:
        """Write the sit-and-go atomically (call after every hand, and on quitting)."""
        from studdesk.persistence.savefile_sng import TournamentSave

        save = TournamentSave.of(director)
        path = self.path_for(slot)
        stamp = (now or datetime.now()).isoformat(timespec="seconds")
        text = encode_envelope("sng", title or default_title(director.config), stamp, save.body())
        atomic_write_text(path, text)
        return path

    def save_session(
        self, slot: str, session: PracticeSession, title: str | None = None, now: datetime | None = None
    ) -> Path:
        """Write the practice session atomically (after every hand and every change between hands)."""
        from studdesk.persistence.savefile_session import SessionSave

        path = self.path_for(slot)
        stamp = (now or datetime.now()).isoformat(timespec="seconds")
        name = title or f"{session.config.variant.short_name} practice, {session.config.structure}"
        atomic_write_text(path, encode_envelope("cash", name, stamp, SessionSave.of(session).body()))
        return path

    def delete(self, slot: str) -> None:
        """Delete the save and the dealer's log kept beside it."""
        self.path_for(slot).unlink(missing_ok=True)
        delete_log(self.directory, slot)

    # ------------------------------------------------------------------ reading

    def load_tournament(
        self, slot: str, clock: Callable[[], float] = time.monotonic, verify: bool = False
    ) -> LoadedTournament:
        """Load a sit-and-go; raises SaveLoadError (after moving a bad file aside)."""
        from studdesk.persistence.savefile_sng import TournamentSave

        path = self.path_for(slot)
        envelope = self._read(path)
        if envelope.kind != "sng":
            raise SaveLoadError(
                SaveProblem(
                    path,
                    ProblemKind.FOREIGN,
                    None,
                    partial(save_words.practice_not_sit_and_go, slot),
                )
            )
        try:
            save = TournamentSave.from_body(envelope.body)
            director, notes = save.director(clock, verify=verify)
        except SaveFileError as exc:
            raise SaveLoadError(self._set_aside(path, exc)) from None
        return LoadedTournament(director, save.pending, [save_words.save_note(slot, n()) for n in notes])

    def load_session(self, slot: str, verify: bool = False) -> LoadedSession:
        """Load a practice session; raises SaveLoadError (after moving a bad file aside)."""
        path = self.path_for(slot)
        envelope = self._read(path)
        if envelope.kind != "cash":
            raise SaveLoadError(
                SaveProblem(
                    path,
                    ProblemKind.FOREIGN,
                    None,
                    partial(save_words.sit_and_go_not_practice, slot),
                )
            )
        try:
            save, notes = self._session_save(envelope, verify)
            session = save.session()
        except SaveFileError as exc:
            raise SaveLoadError(self._set_aside(path, exc)) from None
        return LoadedSession(session, save.pending, [save_words.save_note(slot, n()) for n in notes])

    @staticmethod
    def _session_save(envelope: Envelope, verify: bool = False) -> tuple[SessionSave, list[Words]]:
        from studdesk.persistence.savefile_session import SessionSave
        from studdesk.persistence.savefile_session_v1 import from_body_v1

        if envelope.version == 1:  # the whole session log: replayed, then kept as a format-2 save
            return from_body_v1(envelope.body, verify)
        return SessionSave.from_body(envelope.body), []

    def list_saves(self) -> SaveListing:
        """Every usable save, newest first, and the problems met (bad files are moved aside)."""
        if not self.directory.is_dir():
            return SaveListing((), ())
        saves: list[SaveInfo] = []
        problems: list[SaveProblem] = []
        for path in sorted(self.directory.glob(f"*{SAVE_SUFFIX}")):
            try:
                envelope = self._read(path)
                saves.append(self._info(path, envelope))
            except SaveLoadError as exc:
                problems.append(exc.problem)
            except SaveFileError as exc:
                problems.append(self._set_aside(path, exc))
        saves.sort(key=lambda s: s.saved_at, reverse=True)
        return SaveListing(tuple(saves), tuple(problems))

    def _info(self, path: Path, envelope: Envelope) -> SaveInfo:
        if envelope.kind == "sng":
            from studdesk.persistence.savefile_sng import TournamentSave

            save = TournamentSave.from_body(envelope.body)
            hands, finished = save.hands_played, save.is_finished
        else:
            session = self._session_save(envelope)[0] if envelope.version > 1 else None
            # a format-1 save is only replayed when it is opened; its hand count is in its log
            hands = session.hands_played if session else _logged_hands(envelope.body)
            finished = False
        slot = path.name[: -len(SAVE_SUFFIX)]
        return SaveInfo(slot, path, envelope.kind, envelope.title, envelope.saved_at, hands, finished)

    def _read(self, path: Path) -> Envelope:
        try:
            raw = read_regular_file(path, MAX_SAVE_BYTES)
        except FileNotFoundError:
            raise SaveLoadError(
                SaveProblem(path, ProblemKind.FOREIGN, None, partial(save_words.no_such_save, path.name))
            ) from None
        except NotARegularFileError:
            not_a_file = SaveFileError(ProblemKind.FOREIGN, save_words.not_a_regular_file)
            raise SaveLoadError(self._set_aside(path, not_a_file)) from None
        except OSError as exc:
            raise SaveLoadError(
                SaveProblem(
                    path,
                    ProblemKind.DAMAGED,
                    None,
                    partial(save_words.not_read, path.name, FileProblem(exc)),
                )
            ) from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            not_text = SaveFileError(ProblemKind.FOREIGN, save_words.not_text)
            raise SaveLoadError(self._set_aside(path, not_text)) from None
        try:
            return decode_envelope(text)
        except SaveFileError as exc:
            raise SaveLoadError(self._set_aside(path, exc)) from None

    def _set_aside(self, path: Path, exc: SaveFileError) -> SaveProblem:
        name = path.name
        problem = exc.words
        if exc.kind is ProblemKind.NEWER:
            return SaveProblem(path, exc.kind, None, lambda: save_words.not_opened(name, problem(), None))
        try:
            moved: Path | None = quarantine(path)
        except OSError:
            moved = None
        where = partial(save_words.moved_aside, moved.name) if moved is not None else save_words.left_in_place
        return SaveProblem(path, exc.kind, moved, lambda: save_words.not_opened(name, problem(), where()))


def _logged_hands(body: dict[str, Any]) -> int:
    log = body.get("log")
    return sum(isinstance(e, dict) and e.get("do") == "hand" for e in log) if isinstance(log, list) else 0
