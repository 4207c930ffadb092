"""Writing hands to the store from a thread of its own, in the order they were played.

    writer = HandWriter()                       # opens the default database in its thread
    writer.begin_session(SessionKind.PRACTICE, "Practice, Razz")
    writer.submit(record_from_hand(hand, hero_seat=0, bots=profiles))   # from any thread
    writer.annotate(hand.hand_number, "review", review.to_json())      # before or after its hand
    writer.close()                              # writes what is queued, ends the session

The table never waits for the disk: `submit` only queues. Each hand is one
transaction, so a crash loses at most the hands still queued (normally none,
as a hand is written in about a millisecond). Problems (a damaged file moved
aside, a full disk) are passed to `on_notice` as plain sentences, from the
writer's thread: a GUI forwards them to its own thread with a signal.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from studdesk.engine.hand import Hand
from studdesk.persistence.handstore import HandStore, HandStoreError, SessionKind
from studdesk.persistence.handstore_record import HandRecord, RecordError
from studdesk.wording import hand_store as words

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class _Begin:
    kind: SessionKind
    label: str
    details: Mapping[str, Any]
    key: str | None


@dataclass(frozen=True, slots=True)
class _Update:
    details: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class _Annotate:
    hand_number: int
    kind: str
    body: Any


@dataclass(frozen=True, slots=True)
class _Hand:
    record: HandRecord
    played: Hand | None


@dataclass(frozen=True, slots=True)
class _End:
    pass


_STOP = object()

#: the thread's name (the desktop app waits for it by name before collecting garbage in it again)
THREAD_NAME = "studdesk-hand-writer"


class HandWriter:
    """A thread that owns a `HandStore` connection and writes what it is given."""

    def __init__(self, path: Path | None = None, on_notice: Callable[[str], None] | None = None) -> None:
        self._path = path
        self._on_notice = on_notice
        self._queue: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._opened = threading.Event()
        self._open_error: HandStoreError | None = None
        self.written = 0
        self.duplicates = 0
        self.failed = 0
        self.session_id: int | None = None
        #: notes of hands not written yet, by hand number (this session only)
        self._pending_notes: dict[int, list[_Annotate]] = {}
        self._thread = threading.Thread(target=self._run, name=THREAD_NAME, daemon=True)
        self._thread.start()

    def wait_open(self, timeout: float | None = None) -> None:
        """Block until the database is open; raises the `HandStoreError` if it could not be."""
        self._opened.wait(timeout)
        if self._open_error is not None:
            raise self._open_error

    def begin_session(
        self,
        kind: SessionKind,
        label: str,
        details: Mapping[str, Any] | None = None,
        key: str | None = None,
    ) -> None:
        """Hands submitted from now on belong to a new session (ending the previous one); with a
        `key`, to the session of that key if there is one (`HandStore.start_session`)."""
        self._queue.put(_Begin(kind, label, dict(details or {}), key))

    def update_session(self, details: Mapping[str, Any]) -> None:
        """Add to the session's details (a tournament's finish)."""
        self._queue.put(_Update(dict(details)))

    def annotate(self, hand_number: int, kind: str, body: Any) -> None:
        """Keep `body` as the `kind` note of the session's hand `hand_number`, whether that
        hand was submitted already or comes later in this session."""
        self._queue.put(_Annotate(hand_number, kind, body))

    def end_session(self) -> None:
        self._queue.put(_End())

    def submit(self, record: HandRecord, played: Hand | None = None) -> None:
        """Queue a hand; `played`, the finished hand the record was made from, spares a replay
        (nothing may change it afterwards)."""
        self._queue.put(_Hand(record, played))

    def close(self, timeout: float | None = 30.0) -> bool:
        """Write what is queued, end the session and close; False if that took over `timeout`."""
        self._queue.put(_STOP)
        self._thread.join(timeout)
        return not self._thread.is_alive()

    # ------------------------------------------------------------------ the thread

    def _tell(self, message: str) -> None:
        _log.warning("%s", message)
        if self._on_notice is not None:
            try:
                self._on_notice(message)
            except Exception:  # the listener's failure must not stop the recording
                _log.exception("the hand writer's notice listener failed")

    def _run(self) -> None:
        try:
            store = HandStore.open(self._path)
        except HandStoreError as exc:
            self._open_error = exc
            self._tell(words.not_recording(str(exc)))
            self._opened.set()  # after the notice: whoever waited for the opening can read it
            self._drain()
            return
        if store.notice:
            self._tell(store.notice)
        self._opened.set()
        try:
            self._serve(store)
        finally:
            store.close()

    def _serve(self, store: HandStore) -> None:
        reported: set[str] = set()
        while True:
            item = self._queue.get()
            if item is _STOP:
                break
            try:
                self._handle(store, item)
            except (HandStoreError, RecordError) as exc:
                self.failed += 1
                if str(exc) not in reported:  # a full disk would otherwise say so every hand
                    reported.add(str(exc))
                    self._tell(words.hand_not_recorded(str(exc)))
        if self.session_id is not None:
            self._end(store)

    def _handle(self, store: HandStore, item: object) -> None:
        if isinstance(item, _Hand):
            if store.add_hand(item.record, self.session_id, played=item.played) is None:
                self.duplicates += 1
            else:
                self.written += 1
            for note in self._pending_notes.pop(item.record.hand_number, []):
                self._annotate(store, note)
        elif isinstance(item, _Annotate):
            self._annotate(store, item)
        elif isinstance(item, _Begin):
            if self.session_id is not None:
                self._end(store)
            self.session_id = store.start_session(item.kind, item.label, item.details, key=item.key)
        elif isinstance(item, _Update) and self.session_id is not None:
            store.update_session(self.session_id, item.details)
        elif isinstance(item, _End) and self.session_id is not None:
            self._end(store)

    def _annotate(self, store: HandStore, note: _Annotate) -> None:
        hand_id = store.hand_id(self.session_id, note.hand_number)
        if hand_id is None:
            self._pending_notes.setdefault(note.hand_number, []).append(note)
        else:
            store.set_annotation(hand_id, note.kind, note.body)

    def _end(self, store: HandStore) -> None:
        assert self.session_id is not None
        session, self.session_id = self.session_id, None
        self._pending_notes.clear()
        store.end_session(session)

    def _drain(self) -> None:
        while self._queue.get() is not _STOP:
            pass
