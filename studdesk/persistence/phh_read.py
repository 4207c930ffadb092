"""Reading PHH hand histories (the TOML format pokerkit reads) into a checked model.

`parse_phh` turns text into a `PhhHistory` or raises `PhhError` with a message
that names the file, the field or the action (its index, text and line). It
checks form only: whether the actions are legal is the engine's business
(`studdesk.persistence.phh_replay`). The format and StudDesk's extra fields are
described in docs/phh.md.
"""

from __future__ import annotations

import logging
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from functools import partial
from pathlib import Path
from typing import Any

from studdesk.engine.cards import Card
from studdesk.engine.errors import CardParseError, StructureError, StudDeskError
from studdesk.engine.structure import AllInRule, HouseRules, OddChipRule, Structure
from studdesk.engine.variants import VARIANTS, Variant
from studdesk.persistence.phh_guard import (
    MAX_HAND_BYTES,
    QUOTE_CHARS,
    GuardError,
    quoted,
    read_text_guarded,
    scan_toml,
)
from studdesk.wording import Words
from studdesk.wording import hand_files as words
from studdesk.wording.problems import structure_problem
from studdesk.wording.system import FileProblem
from studdesk.wording.variants import game_name

log = logging.getLogger(__name__)

#: PHH variant code -> variant ("F5S" is StudDesk's extension: PHH has no five-card stud)
VARIANT_BY_CODE: dict[str, Variant] = {v.phh_code: v for v in VARIANTS.values()}

#: prefix of StudDesk's own fields (PHH user-defined fields start with "_")
EXTRA = "_studdesk_"

#: chips beyond this are refused (a stack of a trillion chips is not a stud game)
MAX_CHIPS = 10**12
#: longest player name read, and the highest seat number
MAX_NAME = 100
MAX_SEAT = 100
#: actions per hand (a real stud hand has well under 200)
MAX_ACTIONS = 5_000

#: house-rule options and the TOML type each extra field must have
RULE_FIELDS: dict[str, type] = {
    "open_pair_big_bet": bool,
    "raise_cap": int,
    "uncapped_heads_up": bool,
    "community_card_betting": bool,
    "odd_chip_rule": str,
    "show_losing_hands": bool,
    "all_in_rule": str,
}

#: house-rule options written as a word, and the engine type each word names
_CHOICE_FIELDS: dict[str, type[OddChipRule] | type[AllInRule]] = {
    "odd_chip_rule": OddChipRule,
    "all_in_rule": AllInRule,
}


@dataclass(frozen=True, slots=True)
class HandPlace:
    """Where a hand is: its file, and its number in a multi-hand file (None: the file is the hand)."""

    file: str
    hand: int | None = None

    def said(self) -> str:
        """ "hands.phhs, hand 3" in the language installed now."""
        return self.file if self.hand is None else words.in_file_hand(self.file, self.hand)

    def __str__(self) -> str:
        """As the command line and a stored hand's origin write it: "hands.phhs, hand 3"."""
        return self.file if self.hand is None else f"{self.file}, hand {self.hand}"


class PhhError(StudDeskError, ValueError):
    """A hand history that cannot be read or replayed; the message says where and why.

    The reason is kept unsaid (`reason_words`, from `wording.hand_files`) and the place as
    facts, so `str()` says both in the language installed when it is shown: the player's in
    the app's import report, English on the command line.
    """

    def __init__(
        self,
        source: str | HandPlace,
        reason: Words,
        *,
        field: str | None = None,
        line: int | None = None,
        action: PhhAction | None = None,
        rule: str | None = None,
    ) -> None:
        self.place = source if isinstance(source, HandPlace) else HandPlace(source)
        self.reason_words = reason
        self.field = field
        self.line = action.line if action is not None and line is None else line
        self.action = action
        self.rule = rule
        #: the hand's place as the command line writes it ("hands.phhs, hand 3")
        self.source = str(self.place)
        super().__init__(self.source)

    @property
    def reason(self) -> str:
        """The message without the place (file, line, action) in front of it."""
        said = self.reason_words()
        return said if self.rule is None else words.with_rule(said, self.rule)

    def __str__(self) -> str:
        places = []
        if self.line is not None:
            places.append(words.at_line(self.line))
        if self.action is not None:
            places.append(words.at_action(self.action.index + 1, quoted(self.action.text.strip())))
        elif self.field is not None:
            places.append(words.at_field(self.field))
        return words.located(self.place.said(), places, self.reason)


class Verb(Enum):
    """The PHH action verbs a stud history may use."""

    DEAL_HOLE = "dh"
    DEAL_BOARD = "db"
    BRING_IN = "pb"
    FOLD = "f"
    CHECK_CALL = "cc"
    COMPLETE_BET_RAISE = "cbr"
    SHOW_MUCK = "sm"
    NO_OP = ""


@dataclass(frozen=True, slots=True)
class PhhAction:
    """One entry of `actions`, parsed.

    `player` is 0-based (p1 -> 0), None for the dealer. `cards` hold None for an
    unknown card (`??`). For `sm`, `shows` says whether the hand is shown (with
    `cards`, or with the cards dealt when written `-`) or mucked.
    """

    index: int
    text: str
    line: int | None
    verb: Verb
    player: int | None = None
    cards: tuple[Card | None, ...] = ()
    amount: int | None = None
    shows: bool = False

    @property
    def label(self) -> str:
        return f"p{self.player + 1}" if self.player is not None else "d"


@dataclass(frozen=True, slots=True)
class PhhHistory:
    """A parsed hand history. Player lists are in PHH order: p1 (left of the button) .. pN."""

    source: str
    variant: Variant
    structure: Structure
    rules: HouseRules
    starting_stacks: tuple[int, ...]
    actions: tuple[PhhAction, ...]
    players: tuple[str, ...]
    #: engine seat numbers (0-based) of p1..pN, and the button's seat
    seats: tuple[int, ...]
    button: int
    finishing_stacks: tuple[int, ...] | None
    hand_number: int
    #: `source` as facts, for messages in the player's language
    place: HandPlace

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)


@dataclass(frozen=True, slots=True)
class HandText:
    """One hand's text in a file (the whole of a .phh, or one `[n]` section of a .phhs)."""

    #: the file, and for a .phhs the hand: "hands.phhs, hand 3"
    source: str
    #: 1-based position in the file
    number: int
    text: str
    #: 1-based line in the file of the text's first line
    first_line: int
    key_lines: Mapping[str, int]
    string_lines: Mapping[str, list[int]]
    #: `source` as facts, for messages in the player's language
    place: HandPlace


def read_phh_file(path: Path, *, number_hands: bool = False) -> list[HandText]:
    """The hands of a .phh or multi-hand .phhs file, not yet parsed (see `parse_hand`).

    Raises `PhhError` for a file that cannot be read at all: missing, not a
    regular file, too large, not UTF-8, or breaking the guards of `phh_guard`.
    """
    try:
        text = read_text_guarded(Path(path))
    except GuardError as exc:
        raise PhhError(str(path), exc.words) from exc
    except OSError as exc:
        raise PhhError(str(path), partial(words.cannot_read, FileProblem(exc))) from exc
    return split_phh(text, str(path), number_hands=number_hands)


def split_phh(text: str, source: str = "<phh>", *, number_hands: bool = False) -> list[HandText]:
    """Split PHH text into its hands (one for a .phh; one per `[section]` of a .phhs).

    Each hand's `source` names the hand ("f.phhs, hand 3") in a multi-hand file,
    or always with `number_hands`.
    """
    try:
        sections = scan_toml(text)
    except GuardError as exc:
        raise PhhError(source, exc.words, line=exc.line) from exc
    several = number_hands or sections[0].name is not None
    out = []
    for number, section in enumerate(sections, start=1):
        place = HandPlace(source, number if several else None)
        size = section.end - section.start
        if size > MAX_HAND_BYTES:
            raise PhhError(
                place,
                partial(words.hand_too_large, size / 1e6, round(MAX_HAND_BYTES / 1e6)),
                line=section.first_line,
            )
        out.append(
            HandText(
                str(place),
                number,
                text[section.start : section.end],
                section.first_line,
                section.key_lines,
                section.string_lines,
                place,
            )
        )
    return out


def load_phh(path: Path) -> PhhHistory:
    """Read and parse a one-hand .phh file; unreadable files raise `PhhError` too."""
    hands = read_phh_file(path)
    if len(hands) != 1:
        count = len(hands)
        raise PhhError(str(path), partial(words.not_one_hand, count))
    return parse_hand(hands[0])


def parse_phh(text: str, source: str = "<phh>") -> PhhHistory:
    """Parse the PHH text of one hand. Raises `PhhError` naming `source` and the bad field, line or action."""
    hands = split_phh(text, source)
    if len(hands) != 1:
        count = len(hands)
        raise PhhError(source, partial(words.not_one_hand, count))
    return parse_hand(hands[0])


def parse_hand(hand: HandText) -> PhhHistory:
    """Parse one hand of a file. Raises `PhhError` naming the hand and the bad field, line or action."""
    try:
        data = tomllib.loads(hand.text)
    except tomllib.TOMLDecodeError as exc:
        # where in the file, in the player's words; what tomllib said (English) only in the log
        log.info("%s: not valid TOML: %s", hand.place, exc)
        at = _TOML_AT.search(str(exc))
        if at is None:
            raise PhhError(hand.place, partial(words.not_toml, None, None)) from exc
        line, column = int(at.group(1)) + hand.first_line - 1, int(at.group(2))
        raise PhhError(hand.place, partial(words.not_toml, line, column)) from exc
    except (ValueError, RecursionError) as exc:  # past the guards, still refused by tomllib
        log.info("%s: not valid TOML: %s", hand.place, str(exc)[:QUOTE_CHARS])
        raise PhhError(hand.place, partial(words.not_toml, None, None)) from exc
    return _Parser(hand, data).history()


_TOML_AT = re.compile(r"at line (\d+), column (\d+)")


class _Parser:
    def __init__(self, hand: HandText, data: Mapping[str, Any]) -> None:
        self.hand = hand
        self.source = hand.source
        self.place = hand.place
        self.data = data

    def error(self, field: str, reason: Words) -> PhhError:
        return PhhError(self.place, reason, field=field, line=self.hand.key_lines.get(field))

    # ------------------------------------------------------------ typed fields

    def require(self, field: str) -> Any:
        if field not in self.data:
            raise PhhError(self.place, partial(words.field_missing, field), field=field)
        return self.data[field]

    def chips(self, field: str, value: Any, minimum: int = 0) -> int:
        said = quoted(value)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.error(field, partial(words.not_chips, said))
        if isinstance(value, float) and not value.is_integer():
            raise self.error(field, partial(words.chips_not_whole, said))
        if value < minimum:
            raise self.error(field, partial(words.chips_at_least, minimum, said))
        if value > MAX_CHIPS:
            raise self.error(field, partial(words.too_many_chips, said, MAX_CHIPS))
        return int(value)

    def chip_list(self, field: str, length: int | None, minimum: int = 0) -> tuple[int, ...]:
        value = self.require(field)
        if not isinstance(value, list):
            said = quoted(value)
            raise self.error(field, partial(words.not_chip_list, said))
        if length is not None and len(value) != length:
            expected, got = length, len(value)
            raise self.error(field, partial(words.values_per_player, expected, got))
        return tuple(self.chips(field, v, minimum) for v in value)

    def optional(self, field: str, kind: type) -> Any:
        value = self.data.get(field)
        if value is None:
            return None
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            said = quoted(value)
            expected = {bool: words.not_true_or_false, int: words.not_whole_number}.get(kind, words.not_text)
            raise self.error(field, lambda: expected(said))
        return value

    # ------------------------------------------------------------------ model

    def history(self) -> PhhHistory:
        code = self.require("variant")
        variant = VARIANT_BY_CODE.get(code) if isinstance(code, str) else None
        if variant is None:
            known, said = ", ".join(sorted(VARIANT_BY_CODE)), quoted(code)
            raise self.error("variant", partial(words.not_a_stud_variant, known, said))
        stacks = self.chip_list("starting_stacks", None, minimum=1)
        n = len(stacks)
        if not variant.min_players <= n <= variant.max_players:
            game = variant
            raise self.error(
                "starting_stacks",
                lambda: words.players_out_of_range(game_name(game), game.min_players, game.max_players, n),
            )
        structure = self.structure(n)
        players = self.names(n)
        seats, button = self.seating(n)
        finishing = None
        if "finishing_stacks" in self.data:
            finishing = self.chip_list("finishing_stacks", n)
        hand = self.data.get("hand")
        return PhhHistory(
            source=self.source,
            place=self.place,
            variant=variant,
            structure=structure,
            rules=self.rules(),
            starting_stacks=stacks,
            actions=self.actions(n),
            players=players,
            seats=seats,
            button=button,
            finishing_stacks=finishing,
            hand_number=hand
            if isinstance(hand, int) and not isinstance(hand, bool) and 0 < hand <= MAX_CHIPS
            else 1,
        )

    def structure(self, n: int) -> Structure:
        raw_antes = self.require("antes")
        if isinstance(raw_antes, list):
            antes = self.chip_list("antes", n)
        else:
            antes = (self.chips("antes", raw_antes),) * n
        if len(set(antes)) > 1:
            said = str(list(antes))
            raise self.error("antes", partial(words.one_ante_only, said))
        try:
            return Structure(
                antes[0],
                self.chips("bring_in", self.require("bring_in")),
                self.chips("small_bet", self.require("small_bet")),
                self.chips("big_bet", self.require("big_bet")),
            )
        except StructureError as exc:
            error = exc
            raise self.error(exc.field, lambda: words.with_rule(structure_problem(error), "R1.4")) from exc

    def names(self, n: int) -> tuple[str, ...]:
        names = self.data.get("players")
        if names is None:
            return tuple(f"p{i + 1}" for i in range(n))
        if not isinstance(names, list) or len(names) != n or not all(isinstance(x, str) for x in names):
            said = quoted(names)
            raise self.error("players", partial(words.not_player_names, n, said))
        for name in names:
            if len(name) > MAX_NAME:
                long_name = quoted(name)
                raise self.error("players", partial(words.name_too_long, long_name, MAX_NAME))
        return tuple(name or f"p{i + 1}" for i, name in enumerate(names))

    def seating(self, n: int) -> tuple[tuple[int, ...], int]:
        """Seats are 1-based in the file (PHH's `seats`), 0-based in the engine."""
        raw = self.data.get("seats")
        if raw is None:
            seats = tuple(range(1, n + 1))
        elif (
            not isinstance(raw, list)
            or len(raw) != n
            or not all(isinstance(s, int) and not isinstance(s, bool) and 1 <= s <= MAX_SEAT for s in raw)
            or len(set(raw)) != n
        ):
            said = quoted(raw)
            raise self.error("seats", partial(words.not_seat_numbers, n, MAX_SEAT, said))
        else:
            seats = tuple(raw)
        field = EXTRA + "button"
        button = self.optional(field, int)
        if button is None:
            button = seats[-1]  # pN is the button when nothing else is said
        elif not 1 <= button <= MAX_SEAT:
            said = quoted(button)
            raise self.error(field, partial(words.seat_out_of_range, MAX_SEAT, said))
        return tuple(s - 1 for s in seats), button - 1

    def rules(self) -> HouseRules:
        options: dict[str, Any] = {}
        for name, kind in RULE_FIELDS.items():
            value = self.optional(EXTRA + name, kind)
            if value is not None:
                options[name] = value
        for name, choice in _CHOICE_FIELDS.items():
            word = options.get(name)
            if word is not None:
                try:
                    options[name] = choice(word)
                except ValueError:
                    allowed = ", ".join(r.value for r in choice)
                    raise self.error(EXTRA + name, partial(words.not_one_of, allowed)) from None
        try:
            return HouseRules(**options)
        except StructureError as exc:
            error = exc
            raise self.error(EXTRA + exc.field, lambda: structure_problem(error)) from exc

    def actions(self, n: int) -> tuple[PhhAction, ...]:
        raw = self.require("actions")
        if not isinstance(raw, list):
            raise self.error("actions", words.actions_not_a_list)
        if len(raw) > MAX_ACTIONS:
            count = len(raw)
            raise self.error("actions", partial(words.too_many_actions, count, MAX_ACTIONS))
        lines = self.hand.string_lines.get("actions", [])
        if len(lines) != len(raw):  # an unusual layout (e.g. a number among the strings)
            lines = []
        out = []
        for i, text in enumerate(raw):
            line = lines[i] if lines else None
            if not isinstance(text, str):
                number, said = i + 1, quoted(text)
                raise PhhError(self.place, partial(words.action_not_text, number, said), line=line)
            out.append(_parse_action(self.place, i, text, line, n))
        return tuple(out)


# ---------------------------------------------------------------------- actions

_PLAYER = re.compile(r"p([1-9][0-9]{0,2})\Z")


def _parse_action(place: HandPlace, index: int, text: str, line: int | None, n: int) -> PhhAction:
    parts = text.split("#", 1)[0].split()
    stub = PhhAction(index, text, line, Verb.NO_OP)

    def fail(reason: Words) -> PhhError:
        return PhhError(place, reason, action=stub)

    def player(word: str) -> int:
        match = _PLAYER.match(word)
        if match is None:
            said = quoted(word)
            raise fail(partial(words.not_a_player, said, n))
        number = int(match.group(1))
        if number > n:
            raise fail(partial(words.no_such_player, word, n))
        return number - 1

    def card_run(word: str) -> tuple[Card | None, ...]:
        if len(word) % 2:
            said = quoted(word)
            raise fail(partial(words.not_a_card_run, said))
        cards: list[Card | None] = []
        for i in range(0, len(word), 2):
            code = word[i : i + 2]
            try:
                cards.append(None if code == "??" else Card.parse(code))
            except CardParseError as exc:
                said = quoted(code)
                raise fail(partial(words.not_a_card, said)) from exc
        return tuple(cards)

    match parts:
        case []:
            return stub
        case ["d", "dh", who, run]:
            return PhhAction(index, text, line, Verb.DEAL_HOLE, player(who), card_run(run))
        case ["d", "db", run]:
            return PhhAction(index, text, line, Verb.DEAL_BOARD, None, card_run(run))
        case [who, "pb"]:
            return PhhAction(index, text, line, Verb.BRING_IN, player(who))
        case [who, "f"]:
            return PhhAction(index, text, line, Verb.FOLD, player(who))
        case [who, "cc"]:
            return PhhAction(index, text, line, Verb.CHECK_CALL, player(who))
        case [who, "cbr", amount]:
            seat = player(who)
            said = quoted(amount)
            if not re.fullmatch(r"[0-9]+", amount):
                raise fail(partial(words.chips_not_a_number, said))
            if len(amount) > len(str(MAX_CHIPS)) or int(amount) > MAX_CHIPS:
                raise fail(partial(words.too_many_chips, said, MAX_CHIPS))
            return PhhAction(index, text, line, Verb.COMPLETE_BET_RAISE, seat, amount=int(amount))
        case [who, "sm"]:
            return PhhAction(index, text, line, Verb.SHOW_MUCK, player(who), shows=False)
        case [who, "sm", "-"]:
            return PhhAction(index, text, line, Verb.SHOW_MUCK, player(who), shows=True)
        case [who, "sm", run]:
            return PhhAction(index, text, line, Verb.SHOW_MUCK, player(who), card_run(run), shows=True)
        case [_, "sd", *_]:
            raise fail(words.no_draws)
    raise fail(words.not_a_stud_action)
