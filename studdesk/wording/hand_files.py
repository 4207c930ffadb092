"""Why a hand-history file (PHH) cannot be read or replayed, in words: what the import tells the
player for each rejected hand, and what `studdesk-replay` prints.

The reader (`persistence.phh_read`, `phh_guard`, `phh_replay`, `phh_cards`) keeps each reason
unsaid (one of these functions and its facts, see `persistence.phh_read.PhhError`): it is said
when shown, in the language installed then (English on the command line). Each reason is one
whole sentence without the place; `located` puts the place (file, hand, line, field or action)
in front. Values from the file are quoted as written; card codes ("As") and rule numbers
("R2.3") are the same in every language.

>>> located(in_file_hand("hands.phhs", 3), [at_line(12), at_field("antes")], chips_at_least(1, "-5"))
"hands.phhs, hand 3: line 12: field 'antes': expected at least 1 chip, got -5"
>>> dealt_cards_folded("p2", 3, "p1")
'the engine has dealt p2 3 cards and has folded (next to act: p1)'
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.wording import local_number, thousands, translate

# ------------------------------------------------------------------ where


def in_file_hand(file: str, number: int) -> str:
    """A hand of a multi-hand file: "hands.phhs, hand 3"."""
    return translate("HandFiles", "{file}, hand {number}").format(file=file, number=number)


def at_line(line: int) -> str:
    return translate("HandFiles", "line {line}", "a line of a hand-history file").format(line=line)


def at_field(field: str) -> str:
    return translate("HandFiles", "field '{field}'").format(field=field)


def at_action(number: int, text: str) -> str:
    """`text`: the action as the file writes it, quoted."""
    return translate("HandFiles", "action {number} {text}").format(number=number, text=text)


def located(source: str, places: Sequence[str], reason: str) -> str:
    """The reason with its place in front: "hands.phhs, hand 3: line 12: field 'antes': ..."."""
    return ": ".join([source, *places, reason])


def with_rule(reason: str, rule: str) -> str:
    """A reason followed by the rule it breaks (RULES.md's number, the same in every language)."""
    return f"{reason} ({rule})"


def nobody() -> str:
    """In "next to act: ...", when nobody is to act."""
    return translate("HandFiles", "nobody", "next to act: nobody")


def _mb(size: float) -> str:
    return local_number(f"{size:,.1f}")


# ------------------------------------------------------------------ the file as a whole


def not_a_regular_file() -> str:
    return translate(
        "HandFiles", "not a regular file (a folder, a pipe or a device cannot be a hand history)"
    )


def file_too_large(megabytes: float, limit: int) -> str:
    """`limit`: whole megabytes."""
    return translate(
        "HandFiles",
        "the file is {size} MB; hand history files up to {limit} MB are read (split it into several files)",
    ).format(size=_mb(megabytes), limit=thousands(limit))


def file_grew(limit: int) -> str:
    return translate("HandFiles", "the file grew past {limit} MB while it was read").format(
        limit=thousands(limit)
    )


def not_utf8(byte: int) -> str:
    return translate("HandFiles", "cannot read the file: it is not UTF-8 text (byte {byte})").format(
        byte=byte
    )


def cannot_read(why: object) -> str:
    """`why`: what the system said."""
    return translate("HandFiles", "cannot read the file: {why}").format(why=why)


def nested_too_deep(most: int) -> str:
    return translate("HandFiles", "arrays or tables nested more than {most} deep").format(most=most)


def key_too_long(most: int) -> str:
    return translate("HandFiles", "a key of more than {most} dotted parts").format(most=most)


def number_too_long(digits: int, most: int) -> str:
    return translate(
        "HandFiles", "a number of {digits} digit(s) (at most {most} are read)", None, digits
    ).format(digits=thousands(digits), most=most)


def string_not_closed() -> str:
    return translate("HandFiles", "a string is never closed")


def not_a_section_header(header: str) -> str:
    return translate("HandFiles", "{header} is not a hand's section header like [1]").format(header=header)


def fields_before_first_section() -> str:
    return translate("HandFiles", "a multi-hand file has fields before its first [section]")


def hand_too_large(megabytes: float, limit: int) -> str:
    return translate("HandFiles", "one hand of {size} MB; a hand history is read up to {limit} MB").format(
        size=_mb(megabytes), limit=thousands(limit)
    )


def not_one_hand(hands: int) -> str:
    """A file read as one hand holds several (or none)."""
    return translate("HandFiles", "holds {n} hand(s), not one", None, hands).format(n=thousands(hands))


def not_toml(line: int | None, column: int | None) -> str:
    """The hand is not valid TOML: where the reader stopped (a line of the file), if it said."""
    if line is None or column is None:
        return translate("HandFiles", "not valid TOML")
    return translate("HandFiles", "not valid TOML at line {line}, column {column}").format(
        line=line, column=column
    )


# ------------------------------------------------------------------ the fields


def field_missing(field: str) -> str:
    return translate("HandFiles", "the required field '{field}' is missing").format(field=field)


def not_chips(value: str) -> str:
    return translate("HandFiles", "expected a number of chips, got {value}").format(value=value)


def chips_not_whole(value: str) -> str:
    return translate("HandFiles", "chips are whole numbers in StudDesk, got {value}").format(value=value)


def chips_at_least(least: int, value: str) -> str:
    return translate("HandFiles", "expected at least {least} chip(s), got {value}", None, least).format(
        least=thousands(least), value=value
    )


def too_many_chips(value: str, most: int) -> str:
    return translate("HandFiles", "{value} chips is more than StudDesk counts ({most})").format(
        value=value, most=thousands(most)
    )


def not_chip_list(value: str) -> str:
    return translate("HandFiles", "expected a list of chip counts, got {value}").format(value=value)


def values_per_player(expected: int, got: int) -> str:
    return translate(
        "HandFiles", "expected {expected} value(s) (one per player), got {got}", None, expected
    ).format(expected=expected, got=got)


def not_true_or_false(value: str) -> str:
    return translate("HandFiles", "expected true or false, got {value}").format(value=value)


def not_whole_number(value: str) -> str:
    return translate("HandFiles", "expected a whole number, got {value}").format(value=value)


def not_text(value: str) -> str:
    return translate("HandFiles", "expected text in quotes, got {value}").format(value=value)


def not_a_stud_variant(known: str, code: str) -> str:
    """`known`: the variant codes StudDesk reads ("F7S, F7S/8, ..."), as PHH writes them."""
    return translate("HandFiles", "StudDesk plays the stud variants {known}, not {code}").format(
        known=known, code=code
    )


def players_out_of_range(game: str, low: int, high: int, count: int) -> str:
    return translate("HandFiles", "{game} is played by {low} to {high} players, not {count} (R1.2)").format(
        game=game, low=low, high=high, count=count
    )


def one_ante_only(antes: str) -> str:
    return translate("HandFiles", "StudDesk plays one ante for everyone, not {antes}").format(antes=antes)


def not_player_names(count: int, value: str) -> str:
    return translate("HandFiles", "expected {count} player name(s), got {value}", None, count).format(
        count=count, value=value
    )


def name_too_long(name: str, most: int) -> str:
    return translate("HandFiles", "the name {name} is longer than {most} character(s)", None, most).format(
        name=name, most=most
    )


def not_seat_numbers(count: int, most: int, value: str) -> str:
    return translate(
        "HandFiles", "expected {count} different seat number(s) from 1 to {most}, got {value}", None, count
    ).format(count=count, most=most, value=value)


def seat_out_of_range(most: int, value: str) -> str:
    return translate("HandFiles", "seat numbers go from 1 to {most}, got {value}").format(
        most=most, value=value
    )


def not_one_of(allowed: str) -> str:
    """`allowed`: the words the file may use, quoted as it must write them."""
    return translate("HandFiles", "expected one of {allowed}").format(allowed=allowed)


# ------------------------------------------------------------------ the actions


def actions_not_a_list() -> str:
    return translate("HandFiles", "expected a list of action strings")


def too_many_actions(count: int, most: int) -> str:
    return translate(
        "HandFiles", "{count} action(s); a stud hand has far fewer (at most {most} are read)", None, count
    ).format(count=thousands(count), most=thousands(most))


def action_not_text(number: int, value: str) -> str:
    return translate("HandFiles", "action {number} is {value}, not a string").format(
        number=number, value=value
    )


def not_a_player(word: str, players: int) -> str:
    return translate("HandFiles", "{word} is not a player: players are p1 to p{n}").format(
        word=word, n=players
    )


def no_such_player(word: str, players: int) -> str:
    return translate("HandFiles", "there is no player {word}: this hand has p1 to p{n}").format(
        word=word, n=players
    )


def not_a_card_run(word: str) -> str:
    return translate(
        "HandFiles", "{word} is not a run of cards: each card is two characters, like 'As'"
    ).format(word=word)


def not_a_card(text: str) -> str:
    return translate("HandFiles", "{text} is not a card: ranks are 2-9 T J Q K A, suits c d h s").format(
        text=text
    )


def chips_not_a_number(amount: str) -> str:
    return translate("HandFiles", "{amount} is not a whole number of chips").format(amount=amount)


def no_draws() -> str:
    return translate("HandFiles", "stud has no draws: 'sd' (stand pat or discard) cannot appear here")


def not_a_stud_action() -> str:
    return translate(
        "HandFiles",
        "not a PHH stud action; expected 'd dh pN CARDS', 'd db CARD', 'pN pb', 'pN f', 'pN cc', "
        "'pN cbr AMOUNT' or 'pN sm [CARDS|-]'",
    )


# ------------------------------------------------------------------ replaying the hand


def ends_early(next_to_act: str) -> str:
    return translate("HandFiles", "the actions end before the hand is over; next to act: {who}").format(
        who=next_to_act
    )


def finishes_otherwise(engine: str, file: str) -> str:
    """`engine`, `file`: the finishing stacks, p1 first, as lists ("[120, 80]")."""
    return translate("HandFiles", "the engine finishes with {engine}, the file says {file}").format(
        engine=engine, file=file
    )


def seated_otherwise(button: int, first: int, p1_seat: int) -> str:
    return translate(
        "HandFiles",
        "with the button at seat {button}, dealing starts at seat {first} (R1.3), but p1 sits at seat "
        "{seat}; list the players clockwise from the button's left",
    ).format(button=button, first=first, seat=p1_seat)


def dealt_cards_folded(player: str, cards: int, next_to_act: str) -> str:
    return translate(
        "HandFiles",
        "the engine has dealt {player} {n} card(s) and has folded (next to act: {who})",
        None,
        cards,
    ).format(player=player, n=cards, who=next_to_act)


def dealt_cards_not_due(player: str, cards: int, next_to_act: str) -> str:
    return translate(
        "HandFiles",
        "the engine has dealt {player} {n} card(s) and is not due these cards yet (next to act: {who})",
        None,
        cards,
    ).format(player=player, n=cards, who=next_to_act)


def card_differs(number: int, engine: str, file: str) -> str:
    return translate("HandFiles", "card {number} should be {engine}, not {file}").format(
        number=number, engine=engine, file=file
    )


def no_community_card() -> str:
    return translate(
        "HandFiles",
        "no community card is dealt here: one is dealt only when the deck cannot give every player "
        "a 7th-street card",
    )


def community_differs(engine: str, file: str) -> str:
    return translate("HandFiles", "the community card is {engine}, not {file}").format(
        engine=engine, file=file
    )


def folded_cannot_show(player: str) -> str:
    return translate("HandFiles", "{player} has folded and has no hand to show").format(player=player)


def hand_already_over() -> str:
    return translate("HandFiles", "the hand is already over")


def not_their_turn(next_to_act: str, player: str) -> str:
    return translate("HandFiles", "it is {who}'s turn, not {player}'s").format(who=next_to_act, player=player)


def not_legal(player: str, options: Sequence[str]) -> str:
    """`options`: what the player could do there, as the action panel names them."""
    return translate("HandFiles", "not legal here; {player} may: {options}").format(
        player=player, options=", ".join(options)
    )


def dealt_twice(card: str, number: int) -> str:
    return translate("HandFiles", "{card} was already dealt (in action {number})").format(
        card=card, number=number
    )


def dealt_too_many(player: str, cards: int, game: str, total: int) -> str:
    return translate("HandFiles", "{player} is dealt {n} card(s); {game} deals {total}", None, cards).format(
        player=player, n=cards, game=game, total=total
    )


def dealt_to_someone_else(card: str) -> str:
    return translate("HandFiles", "{card} was already dealt to someone else").format(card=card)


def shows_other_card(shown: str, number: int, dealt: str) -> str:
    return translate("HandFiles", "shows {shown} as card {number}, but was dealt {dealt}").format(
        shown=shown, number=number, dealt=dealt
    )


def unknown_cards_unexplained(reason: str, trials: int | None = None) -> str:
    """No cards for the `??` make the hand legal (`trials`: how many were tried, when not all)."""
    if trials is None:
        return translate(
            "HandFiles", "no cards for the unknown cards (??) found explain this: {reason}"
        ).format(reason=reason)
    return translate(
        "HandFiles",
        "no cards for the unknown cards (??) found in {n} tries explain this: {reason}",
        None,
        trials,
    ).format(n=thousands(trials), reason=reason)
