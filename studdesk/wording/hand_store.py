"""What went wrong with the hand history's database or a stored hand, in words: the history
window's messages, the status bar's notices while hands are recorded, `studdesk-history`'s.

The store (`persistence.handstore`, `handstore_record`, `handstore_writer`) keeps each sentence
unsaid (one of these functions and its facts) in its `HandStoreError` or `RecordError`, whose
`str()` says it in the language installed then. Paths and what the system or SQLite said are
quoted as they are.

>>> cannot_write("/home/ada/hands.sqlite3", "disk I/O error")
'The hand history /home/ada/hands.sqlite3 cannot be written: disk I/O error'
>>> import_undone(1)
'An import interrupted last time was undone (1 hand removed).'
"""

from __future__ import annotations

from studdesk.wording import thousands, translate

# ------------------------------------------------------------------ the database


def folder_not_made(folder: str, why: object) -> str:
    return translate("HandStore", "The hand history folder {folder} cannot be created: {why}").format(
        folder=folder, why=why
    )


def cannot_start(path: str, problem: str) -> str:
    """A fresh database cannot be made either (`problem`: one of the reasons below)."""
    return translate("HandStore", "The hand history {path} cannot be started: {problem}").format(
        path=path, problem=problem
    )


def cannot_open(path: str, why: object) -> str:
    return translate("HandStore", "The hand history {path} cannot be opened: {why}").format(
        path=path, why=why
    )


def cannot_write(path: str, why: object) -> str:
    return translate("HandStore", "The hand history {path} cannot be written: {why}").format(
        path=path, why=why
    )


def cannot_read(path: str, why: object) -> str:
    return translate("HandStore", "The hand history {path} cannot be read: {why}").format(path=path, why=why)


def is_a_folder(path: str) -> str:
    return translate(
        "HandStore", "The hand history {path} is a folder; give the database file's name"
    ).format(path=path)


def newer(path: str, version: int, supported: int) -> str:
    return translate(
        "HandStore",
        "The hand history {path} was written by a newer StudDesk (format {version}; this version reads "
        "up to {supported}). It was left as it is; update StudDesk to use it.",
    ).format(path=path, version=version, supported=supported)


def no_write_ahead_log(path: str, mode: str) -> str:
    return translate(
        "HandStore", "The hand history {path} cannot use a write-ahead log (mode {mode})"
    ).format(path=path, mode=mode)


def cannot_move_aside(path: str, problem: object, why: object) -> str:
    return translate(
        "HandStore", "The hand history {path} cannot be used ({problem}) and cannot be moved aside: {why}"
    ).format(path=path, problem=problem, why=why)


def moved_aside(path: str, problem: str, name: str) -> str:
    """The notice when a damaged file was kept under another name and a new one started."""
    return translate(
        "HandStore",
        "The hand history {path} could not be used ({problem}). It was kept as {name} and a new, "
        "empty hand history was started.",
    ).format(path=path, problem=problem, name=name)


def import_undone(hands: int) -> str:
    return translate(
        "HandStore", "An import interrupted last time was undone ({n} hand(s) removed).", None, hands
    ).format(n=thousands(hands))


# ------------------------------------------------------------------ why a file is no database


def sqlite_cannot_open(why: object) -> str:
    return translate("HandStore", "SQLite cannot open it ({why})").format(why=why)


def damaged(why: object) -> str:
    return translate("HandStore", "it is damaged ({why})", "a hand history database").format(why=why)


def not_a_regular_file() -> str:
    return translate("HandStore", "it is not a regular file")


def not_sqlite() -> str:
    return translate("HandStore", "it is not an SQLite database")


def another_programs() -> str:
    return translate("HandStore", "it is another program's database")


# ------------------------------------------------------------------ recording and exporting


def not_recording(problem: str) -> str:
    """The database cannot be used at all (`problem`: one of the sentences above)."""
    return translate("HandStore", "{problem} Hands are not recorded.").format(problem=problem)


def hand_not_recorded(problem: str) -> str:
    return translate("HandStore", "A hand could not be recorded: {problem}").format(problem=problem)


def file_not_written(path: str, why: object) -> str:
    """An export's file (`why`: what the system said)."""
    return translate("HandStore", "cannot write {path}: {why}").format(path=path, why=why)


# ------------------------------------------------------------------ a stored hand


def cannot_deal_again(hand: int, problem: object) -> str:
    """`problem`: the engine's refusal (English: a stored hand the engine no longer accepts)."""
    return translate("HandStore", "hand {hand} cannot be dealt again: {problem}").format(
        hand=hand, problem=problem
    )


def no_longer_replays(hand: int, number: int, action: str, seat: int, problem: object) -> str:
    return translate(
        "HandStore",
        "hand {hand} no longer replays: action {number} ({action} by seat {seat}) is refused: {problem}",
    ).format(hand=hand, number=number, action=action, seat=seat, problem=problem)


def other_result(hand: int, engine: str, record: str) -> str:
    return translate(
        "HandStore",
        "hand {hand} no longer replays to its recorded result: the engine reaches {engine}, the record says "
        "{record}",
    ).format(hand=hand, engine=engine, record=record)


def still_in_progress() -> str:
    """In `other_result`: what the engine reaches when the stored actions do not end the hand."""
    return translate("HandStore", "a hand still in progress")


def action_unreadable(word: str) -> str:
    return translate("HandStore", "a stored action {word} cannot be read").format(word=word)


def cards_unreadable(text: str) -> str:
    """`text`: the stored cards as they are (what the card reader said is English: it is logged)."""
    return translate("HandStore", "stored cards {text} cannot be read").format(text=text)


def rules_unreadable() -> str:
    return translate("HandStore", "the stored house rules cannot be read")


def variant_unknown(key: str) -> str:
    return translate("HandStore", "the stored variant {key} is not one this version plays").format(key=key)
