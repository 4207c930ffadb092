"""What is wrong with a saved game or a kept tournament result, in words: the problems the
"continue a saved game" list and the results list show, and the notes of a save that was
mended when it was opened.

The save files (`persistence.savefile*`, `saves`, `results`) keep each sentence unsaid (one of
these functions and its facts) in `SaveFileError` and `SaveProblem`, said when shown, in the
language installed then. A save's damage is a clause (`damaged(...)` and the other `it_...`
sentences) that the whole sentence (`not_opened`, `result_not_shown`) takes in; names of
files and what the engine or the schema check said are quoted as they are.

>>> damaged(cut_short())
'it is damaged: the file is cut short or garbled'
>>> not_opened("practice", damaged(no_game_data()), moved_aside("practice.json.corrupt-1")).split(". ")
['The saved game "practice" cannot be opened: it is damaged: the game data is missing', \
'It was moved aside to "practice.json.corrupt-1"', 'Your other saved games are not affected.']
"""

from __future__ import annotations

from studdesk.wording import thousands, translate

# ------------------------------------------------------------------ what is wrong with a file


def damaged(what: str) -> str:
    """`what`: one of the clauses below (or the engine's or the schema check's own words)."""
    return translate("Saves", "it is damaged: {what}").format(what=what)


def not_a_save_at_all() -> str:
    return translate("Saves", "it is not a StudDesk save (not a saved game at all)")


def another_kind_of_file() -> str:
    return translate("Saves", "it is not a StudDesk save (some other kind of file)")


def not_a_regular_file() -> str:
    return translate("Saves", "it is not a StudDesk save (not a regular file)")


def not_text() -> str:
    return translate("Saves", "it is not a StudDesk save (not text)")


def newer(version: int, supported: int) -> str:
    return translate(
        "Saves",
        "it was saved by a newer StudDesk (save format {version}; this version reads up to {supported}); "
        "update StudDesk to continue it",
    ).format(version=version, supported=supported)


def field_problem(where: str, kind: str, bounds: dict[str, object]) -> str:
    """A value that breaks the save's schema: `where` its path in the file ("snapshot.button"),
    `kind` pydantic's error type ("missing", "less_than"), `bounds` its lt/le/gt/ge."""
    bound = next(iter(bounds.values()), None)
    limit = thousands(bound) if isinstance(bound, int) else str(bound)
    said = {
        "missing": lambda: translate("Saves", "{field} is missing"),
        "extra_forbidden": lambda: translate("Saves", "{field} is not part of a save"),
        "less_than": lambda: translate("Saves", "{field} must be less than {limit}"),
        "less_than_equal": lambda: translate("Saves", "{field} must be at most {limit}"),
        "greater_than": lambda: translate("Saves", "{field} must be more than {limit}"),
        "greater_than_equal": lambda: translate("Saves", "{field} must be at least {limit}"),
        "int_type": lambda: translate("Saves", "{field} must be a whole number"),
        "int_parsing": lambda: translate("Saves", "{field} must be a whole number"),
        "int_from_float": lambda: translate("Saves", "{field} must be a whole number"),
        "bool_type": lambda: translate("Saves", "{field} must be true or false"),
        "string_type": lambda: translate("Saves", "{field} must be text"),
    }.get(kind)
    if not where:
        return translate("Saves", "the game data has a value that cannot be used")
    if said is None or (
        bound is None and kind in ("less_than", "less_than_equal", "greater_than", "greater_than_equal")
    ):
        return translate("Saves", "{field} has a value that cannot be used").format(field=where)
    return said().format(field=where, limit=limit)


def value_refused() -> str:
    """A saved value the game refused for a reason none of our sentences says (logged)."""
    return translate("Saves", "it holds a value the game cannot use")


def cut_short() -> str:
    return translate("Saves", "the file is cut short or garbled")


def no_format_version() -> str:
    return translate("Saves", "its format version is missing")


def unknown_kind(kind: str) -> str:
    return translate("Saves", "unknown kind of game {kind}").format(kind=kind)


def no_game_data() -> str:
    return translate("Saves", "the game data is missing")


def checksum_differs() -> str:
    return translate("Saves", "its contents do not match their checksum")


def snapshot_differs() -> str:
    return translate("Saves", "its snapshot does not match its hands")


def entry_incomplete(entry: str, part: str) -> str:
    """`entry`: the entry's kind as the file writes it; `part`: the field it lacks ("seat")."""
    return translate("Saves", "a {entry} entry has no {part}").format(entry=entry, part=part)


def hands_not_replayed(why: str) -> str:
    return translate("Saves", "its hands cannot be replayed ({why})").format(why=why)


def unknown_variant(key: str) -> str:
    return translate("Saves", "unknown variant {key}").format(key=key)


def seat_beyond_table(seat: int, seats: int) -> str:
    return translate("Saves", "a player sits at seat {seat} of a table of {seats}").format(
        seat=seat, seats=seats
    )


def seat_shared() -> str:
    return translate("Saves", "two players sit in the same seat")


def names_missing() -> str:
    return translate("Saves", "its players' names are missing or repeated")


def nobody_seated() -> str:
    return translate("Saves", "nobody is seated at its table")


def humans_not_one(humans: int) -> str:
    return translate("Saves", "it seats {n} player(s) who are not bots, not one", None, humans).format(
        n=humans
    )


def button_beyond_table(seat: int, seats: int) -> str:
    return translate("Saves", "its button is at seat {seat} of a table of {seats}").format(
        seat=seat, seats=seats
    )


def no_button() -> str:
    return translate("Saves", "hands were dealt but there is no button")


def hand_not_replayed(command: int, why: object) -> str:
    return translate("Saves", "its hand in play cannot be replayed (command {command}: {why})").format(
        command=command, why=why
    )


def hand_not_dealt(why: str) -> str:
    return translate("Saves", "its hand in play cannot be dealt again ({why})").format(why=why)


# ------------------------------------------------------------------ the whole sentences


def not_opened(name: str, problem: str, where: str | None) -> str:
    """A saved game that cannot be used; `where`: `moved_aside` or `left_in_place` (None: a newer
    save, left as it is for a later StudDesk)."""
    if where is None:
        return translate("Saves", 'The saved game "{name}" cannot be opened: {problem}.').format(
            name=name, problem=problem
        )
    return translate(
        "Saves",
        'The saved game "{name}" cannot be opened: {problem}. {where} '
        "Your other saved games are not affected.",
    ).format(name=name, problem=problem, where=where)


def moved_aside(name: str) -> str:
    return translate("Saves", 'It was moved aside to "{name}".').format(name=name)


def left_in_place() -> str:
    return translate("Saves", "It could not be moved aside and was left where it is.")


def no_such_save(name: str) -> str:
    return translate("Saves", 'There is no saved game "{name}".').format(name=name)


def not_read(name: str, why: object) -> str:
    return translate("Saves", 'The saved game "{name}" could not be read ({why}).').format(name=name, why=why)


def practice_not_sit_and_go(slot: str) -> str:
    return translate("Saves", 'The saved game "{slot}" is a practice session, not a sit-and-go.').format(
        slot=slot
    )


def sit_and_go_not_practice(slot: str) -> str:
    return translate("Saves", 'The saved game "{slot}" is a sit-and-go, not a practice session.').format(
        slot=slot
    )


def result_not_shown(name: str, problem: str, where: str | None) -> str:
    """A kept tournament result that cannot be shown; `where` as for `not_opened` (None: left)."""
    if where is None:
        return translate("Saves", 'The tournament result "{name}" cannot be shown: {problem}.').format(
            name=name, problem=problem
        )
    return translate(
        "Saves",
        'The tournament result "{name}" cannot be shown: {problem}. {where} '
        "The other results are not affected.",
    ).format(name=name, problem=problem, where=where)


# ------------------------------------------------------------------ a save mended when opened


def save_note(slot: str, note: str) -> str:
    return translate("Saves", 'The saved game "{slot}": {note}.').format(slot=slot, note=note)


def summary_rebuilt(tournament: bool, problem: str) -> str:
    """The saved summary (of a sit-and-go, or a practice table) was not valid (`problem`)."""
    if tournament:
        return translate(
            "Saves", "its summary of the game was not valid ({problem}) and was rebuilt from its hands"
        ).format(problem=problem)
    return translate(
        "Saves", "its summary of the table was not valid ({problem}) and was rebuilt from its hands"
    ).format(problem=problem)


def summary_mismatch(tournament: bool) -> str:
    if tournament:
        return translate("Saves", "its summary of the game did not match its hands and was rebuilt from them")
    return translate("Saves", "its summary of the table did not match its hands and was rebuilt from them")


def goes_on_from(command: int, why: str) -> str:
    """A saved hand's commands could not all be played again: the hand goes on before command `command`."""
    return translate("Saves", "the hand goes on from its command {command}: {why}").format(
        command=command, why=why
    )


def not_a_result() -> str:
    return translate("Saves", "it is not a StudDesk tournament result")


def result_newer() -> str:
    return translate("Saves", "it was written by a newer StudDesk")


def result_not_shown_left(name: str, problem: str) -> str:
    """A damaged tournament result that could not be moved aside either."""
    return translate(
        "Saves",
        'The tournament result "{name}" cannot be shown: {problem}. The other results are not affected.',
    ).format(name=name, problem=problem)


def result_damaged(what: str) -> str:
    """As `damaged`, of a tournament result (a word of another gender in some languages)."""
    return translate("Saves", "it is damaged: {what}", "a tournament result").format(what=what)
