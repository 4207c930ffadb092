"""Sentences of the hand history: recording, the list, the replayer, import and export, statistics.

>>> practice_session("Razz")
'Practice — Razz'
>>> hands_shown(1, 100_000), hands_shown(40, 40)
('1 of 100,000 hands', '40 hands')
>>> import_done(12, 1, 3)
'Imported 12 hands; 1 rejected; 3 already in the history.'
"""

from __future__ import annotations

from studdesk.wording import thousands, translate

# ------------------------------------------------------------------ recording


def practice_session(game: str) -> str:
    """A practice sitting in the session list."""
    if not game:
        return translate("History", "Practice")
    return translate("History", "Practice — {game}").format(game=game)


def history_problem(text: str) -> str:
    """The hand store said something went wrong (a damaged file moved aside, a full disk)."""
    return translate("History", "Hand history: {problem}").format(problem=text)


# ------------------------------------------------------------------ the list


def hands_shown(shown: int, total: int) -> str:
    """How many hands the filter keeps, of all stored."""
    if shown != total:
        return translate("History", "{shown} of {total} hand(s)", None, total).format(
            shown=thousands(shown), total=thousands(total)
        )
    return translate("History", "{total} hand(s)", None, total).format(total=thousands(total))


def store_unusable(reason: object) -> str:
    return translate("History", "The hand history cannot be opened: {reason}").format(reason=reason)


def hand_unreadable(hand_id: int, reason: object) -> str:
    return translate("History", "Hand {id} cannot be shown: {reason}").format(id=hand_id, reason=reason)


def no_hand_chosen() -> str:
    return translate("History", "Choose one or more hands in the list first.")


def imported_session(files: str) -> str:
    """The label an import's session is kept under: "Imported hands.phhs, more.phhs"."""
    return translate("History", "Imported {files}", "a session of imported hand-history files").format(
        files=files
    )


def session_item(label: str, date: str, hands: int) -> str:
    """A session in the filter's list: "Practice — Razz, 12 May 2024 (40 hands)"."""
    return translate("History", "{label}, {date} ({hands} hand(s))", None, hands).format(
        label=label, date=date, hands=thousands(hands)
    )


# ------------------------------------------------------------------ import and export


def importing(done: int, total: int) -> str:
    return translate("History", "Importing hand {done} of {total}…").format(
        done=thousands(done), total=thousands(total)
    )


def import_done(imported: int, rejected: int, duplicates: int) -> str:
    text = translate("History", "Imported {n} hand(s)", None, imported).format(n=thousands(imported))
    if rejected:
        text += translate("History", "; {n} rejected").format(n=thousands(rejected))
    if duplicates:
        text += translate("History", "; {n} already in the history").format(n=thousands(duplicates))
    return text + "."


def more_problems(count: int) -> str:
    return translate("History", "… and {n} more.").format(n=thousands(count))


def working() -> str:
    return translate("History", "Working it out…")


def import_cancelled() -> str:
    return translate("History", "Import cancelled: nothing was imported.")


def import_failed(reason: object) -> str:
    return translate("History", "The import failed and nothing was imported: {reason}").format(reason=reason)


def not_hand_histories(names: str) -> str:
    return translate("History", "Not hand-history files (.phh or .phhs): {names}").format(names=names)


def exported(hands: int, where: object) -> str:
    return translate("History", "Exported {n} hand(s) to {where}.", None, hands).format(
        n=thousands(hands), where=where
    )


def export_failed(reason: object) -> str:
    return translate("History", "The export failed: {reason}").format(reason=reason)


# ------------------------------------------------------------------ the replayer


def replay_title(hand_number: int, game: str, when: str) -> str:
    return translate("History", "Hand #{number} — {game}, {when}").format(
        number=hand_number, game=game, when=when
    )


def replay_position(step: int, steps: int, street: str) -> str:
    """Where the replay is: "Action 5 of 23 · fourth street"."""
    if step == 0:
        return translate("History", "The deal · {street}").format(street=street)
    return translate("History", "Action {step} of {steps} · {street}").format(
        step=step, steps=steps, street=street
    )


def the_hero() -> str:
    return translate("History", "You (the hand's hero)")


def equity_seen() -> str:
    return translate("History", "with the cards you could see")


def equity_known() -> str:
    return translate("History", "with every known card")


def equity_computing() -> str:
    return translate("History", "Working out each player's equity…")


def no_review() -> str:
    return translate("History", "No review was kept for this hand (turn on the practice aids' review).")


def review_unreadable() -> str:
    """What is wrong with it is English (the review reader's words): it goes to the log."""
    return translate(
        "History",
        "The review kept with this hand cannot be read: it is damaged or was written by another version.",
    )


# ------------------------------------------------------------------ statistics and charts


def no_hands_for_chart() -> str:
    return translate("History", "No hands match the filter.")


def no_tournaments_for_chart() -> str:
    return translate("History", "No finished sit-and-go matches the filter.")


def chart_saved(path: object) -> str:
    return translate("History", "Chart saved as {path}.").format(path=path)


def chart_not_saved(path: object) -> str:
    return translate("History", "The chart could not be saved as {path}.").format(path=path)


def hand_count(hands: int) -> str:
    """How many hands a bar of a chart stands for: "1,204 hands"."""
    return translate("History", "{n} hand(s)", None, hands).format(n=thousands(hands))
