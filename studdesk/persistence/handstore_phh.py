"""PHH files in and out of the hand store.

Import: every hand of every file (.phh, or a multi-hand .phhs) is parsed, then
played through the engine, then stored in its own transaction; a hand that
fails is reported (file, hand, line, reason) and not stored. The import is one
session of kind IMPORT: cancelling it, or a crash during it, removes every hand
it stored, so nothing is ever half-imported. The GUI runs it in a thread with
`progress(done, total)` and a `cancel()` that it sets.

Export: stored hands as PHH text, one file per hand or one .phhs. Cards the
record does not know are `??`; with a hero, so are the other players' down
cards the hero never saw, unless `reveal` is asked for.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from studdesk.engine.events import ShowdownRevealed
from studdesk.engine.hand import Hand
from studdesk.persistence.atomic import atomic_write_text
from studdesk.persistence.handstore import HandStore, HandStoreError, SessionKind
from studdesk.persistence.handstore_query import EVERY_HAND, HandFilter, hand_ids
from studdesk.persistence.handstore_record import (
    HandRecord,
    HandSource,
    RecordError,
    record_from_hand,
    replay_record,
)
from studdesk.persistence.phh_read import HandText, PhhError, PhhHistory, Verb, parse_hand, read_phh_file
from studdesk.persistence.phh_replay import replay
from studdesk.persistence.phh_write import hand_to_phh
from studdesk.wording import hand_store as store_words
from studdesk.wording import history as history_words
from studdesk.wording.system import FileProblem

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


@dataclass(slots=True)
class ImportReport:
    imported: int = 0
    rejected: int = 0
    #: hands already in the store (the same game, seats, cards and actions)
    duplicates: int = 0
    cancelled: bool = False
    #: one line per rejected hand or unreadable file: "FILE, hand N: line L: reason"
    problems: list[str] = field(default_factory=list)


def import_phh_files(
    store: HandStore,
    files: Sequence[Path],
    *,
    hero: str | None = None,
    progress: Progress | None = None,
    cancel: Cancelled | None = None,
) -> ImportReport:
    """Import the files' hands (see the module docstring); `hero` names the hero's player name."""
    report = ImportReport()
    hands: list[HandText] = []
    for path in files:
        try:
            hands.extend(read_phh_file(path, number_hands=True))
        except PhhError as exc:  # the whole file is unreadable: count it as one rejected hand
            report.rejected += 1
            report.problems.append(str(exc))
    if not hands:
        return report
    names = ", ".join(Path(p).name for p in files[:3]) + (" ..." if len(files) > 3 else "")
    # labelled in the player's language of the moment, as a practice session is when it starts
    label = history_words.imported_session(names)[:200]
    session = store.start_session(SessionKind.IMPORT, label, {"files": len(files)})
    try:
        for done, text in enumerate(hands):
            if cancel is not None and cancel():
                report.cancelled = True
                break
            if progress is not None:
                progress(done, len(hands))
            _import_one(store, text, hero, session, report)
    except BaseException:
        store.discard_session(session)
        raise
    if report.cancelled:
        store.discard_session(session)
        report.imported = report.duplicates = 0
        return report
    store.end_session(session)
    if progress is not None:
        progress(len(hands), len(hands))
    return report


def _import_one(
    store: HandStore, text: HandText, hero: str | None, session: int, report: ImportReport
) -> None:
    try:
        history = parse_hand(text)
        hand = replay(history)
        record = record_from_history(history, hand, hero=hero, origin=text.source)
    except (PhhError, RecordError) as exc:
        report.rejected += 1
        report.problems.append(str(exc))
        return
    if store.add_hand(record, session, played=hand) is None:
        report.duplicates += 1
    else:
        report.imported += 1


def record_from_history(
    history: PhhHistory, hand: Hand, *, hero: str | None = None, origin: str | None = None
) -> HandRecord:
    """The record of a replayed history, knowing which of its cards the file left unknown (`??`)."""
    known: list[list[bool]] = [[] for _ in range(history.player_count)]
    community_unknown = False
    for action in history.actions:
        if action.verb is Verb.DEAL_HOLE and action.player is not None:
            known[action.player].extend(c is not None for c in action.cards)
        elif action.verb is Verb.DEAL_BOARD:
            community_unknown = community_unknown or any(c is None for c in action.cards)
        elif action.verb is Verb.SHOW_MUCK and action.player is not None and action.cards:
            row = known[action.player]
            for i, shown in enumerate(action.cards[: len(row)]):
                row[i] = row[i] or shown is not None
    unknown = {
        hand.order[p].seat: frozenset(i for i, seen in enumerate(known[p]) if not seen)
        for p in range(history.player_count)
    }
    hero_seat = next((p.seat for p in hand.order if hero is not None and p.name == hero), None)
    return record_from_hand(
        hand,
        hero_seat=hero_seat,
        ended_at=time.time(),
        source=HandSource.IMPORTED,
        origin=origin,
        unknown=unknown,
        community_unknown=community_unknown,
    )


# ---------------------------------------------------------------------- export


def hidden_cards(record: HandRecord, hand: Hand, *, reveal: bool = False) -> set[tuple[int, int]]:
    """(seat, card index) of the cards an export writes as `??`.

    Cards the record does not know always; with a hero and without `reveal`, also
    the other players' down cards that were never shown.
    """
    hidden = {(p.seat, i) for p in record.players for i in p.unknown}
    hero = record.hero_seat
    if hero is None or reveal:
        return hidden
    shown = {e.seat for e in hand.events if isinstance(e, ShowdownRevealed)}
    for state in hand.order:
        if state.seat != hero and state.seat not in shown:
            hidden.update((state.seat, i) for i, up in enumerate(state.up) if not up)
    return hidden


def record_to_phh(record: HandRecord, *, reveal: bool = False) -> str:
    """A stored hand as PHH text (replayed through the engine), with `finishing_stacks`."""
    hand = replay_record(record)
    return hand_to_phh(hand, hidden_cards(record, hand, reveal=reveal))


@dataclass(frozen=True, slots=True)
class ExportReport:
    hands: int
    written: tuple[Path, ...]


def export_phh(
    store: HandStore,
    where: HandFilter = EVERY_HAND,
    *,
    out_dir: Path | None = None,
    single: Path | None = None,
    reveal: bool = False,
    progress: Progress | None = None,
    cancel: Cancelled | None = None,
    ids: Sequence[int] | None = None,
) -> ExportReport:
    """Write the matching hands (or the hands `ids`, in that order), oldest first: `hand-<id>.phh`
    files in `out_dir`, or one `single` .phhs.

    Files are written atomically; a cancelled export leaves the files written so far.
    Raises `HandStoreError` when a file cannot be written, `RecordError` for a hand
    that no longer replays.
    """
    if (out_dir is None) == (single is None):
        raise ValueError("export needs either a folder or a single .phhs file")
    ids = list(ids) if ids is not None else hand_ids(store, where)
    written: list[Path] = []
    sections: list[str] = []
    for done, hand_id in enumerate(ids):
        if cancel is not None and cancel():
            break
        if progress is not None:
            progress(done, len(ids))
        text = record_to_phh(store.load_record(hand_id), reveal=reveal)
        if out_dir is not None:
            path = out_dir / f"hand-{hand_id:07d}.phh"
            _write(path, text)
            written.append(path)
        else:
            sections.append(f"[{len(sections) + 1}]\n{text}")
    if single is not None:
        _write(single, "\n".join(sections))
        written.append(single)
    return ExportReport(len(ids), tuple(written))


def _write(path: Path, text: str) -> None:
    try:
        atomic_write_text(path, text)
    except OSError as exc:
        why = FileProblem(exc)
        raise HandStoreError(lambda: store_words.file_not_written(str(path), why)) from exc


def all_hands(store: HandStore) -> Iterable[HandRecord]:
    """Every stored hand, oldest first (tests and tools)."""
    for hand_id in hand_ids(store):
        yield store.load_record(hand_id)
