"""Reading PHH hand histories (the TOML format pokerkit reads) into a checked model.

`parse_phh` turns text into a `PhhHistory` or raises `PhhError` with a message
that names the file, the field or the action (its index, text and line). It
checks form only: whether the actions are legal is the engine's business
(`studdesk.persistence.phh_replay`). The format and StudDesk's extra fields are
described in docs/phh.md.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
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


class PhhError(StudDeskError, ValueError):
    """A hand history that cannot be read or replayed; the message says where and why."""

    def __init__(
        self,
        source: str,
        message: str,
        *,
        field: str | None = None,
        line: int | None = None,
        action: PhhAction | None = None,
        rule: str | None = None,
    ) -> None:
        where = [source]
        if action is not None:
            line = action.line if line is None else line
            if line is not None:
                where.append(f"line {line}")
            where.append(f"action {action.index + 1} {quoted(action.text.strip())}")
        else:
            if line is not None:
                where.append(f"line {line}")
            if field is not None:
                where.append(f"field '{field}'")
        super().__init__(f"{': '.join(where)}: {message}")
        #: the message without the place (file, line, action) in front of it
        self.reason = message
        self.source = source
        self.field = field
        self.line = line
        self.action = action
        self.rule = rule


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


def read_phh_file(path: Path, *, number_hands: bool = False) -> list[HandText]:
    """The hands of a .phh or multi-hand .phhs file, not yet parsed (see `parse_hand`).

    Raises `PhhError` for a file that cannot be read at all: missing, not a
    regular file, too large, not UTF-8, or breaking the guards of `phh_guard`.
    """
    try:
        text = read_text_guarded(Path(path))
    except GuardError as exc:
        raise PhhError(str(path), str(exc)) from exc
    except OSError as exc:
        raise PhhError(str(path), f"cannot read the file: {exc.strerror or exc}") from exc
    return split_phh(text, str(path), number_hands=number_hands)


def split_phh(text: str, source: str = "<phh>", *, number_hands: bool = False) -> list[HandText]:
    """Split PHH text into its hands (one for a .phh; one per `[section]` of a .phhs).

    Each hand's `source` names the hand ("f.phhs, hand 3") in a multi-hand file,
    or always with `number_hands`.
    """
    try:
        sections = scan_toml(text)
    except GuardError as exc:
        raise PhhError(source, str(exc), line=exc.line) from exc
    several = number_hands or sections[0].name is not None
    out = []
    for number, section in enumerate(sections, start=1):
        where = f"{source}, hand {number}" if several else source
        if section.end - section.start > MAX_HAND_BYTES:
            raise PhhError(
                where,
                f"one hand of {(section.end - section.start) / 1e6:,.1f} MB; a hand history is read "
                f"up to {MAX_HAND_BYTES / 1e6:,.0f} MB",
                line=section.first_line,
            )
        out.append(
            HandText(
                where,
                number,
                text[section.start : section.end],
                section.first_line,
                section.key_lines,
                section.string_lines,
            )
        )
    return out


def load_phh(path: Path) -> PhhHistory:
    """Read and parse a one-hand .phh file; unreadable files raise `PhhError` too."""
    hands = read_phh_file(path)
    if len(hands) != 1:
        raise PhhError(str(path), f"holds {len(hands)} hands; read it with read_phh_file")
    return parse_hand(hands[0])


def parse_phh(text: str, source: str = "<phh>") -> PhhHistory:
    """Parse the PHH text of one hand. Raises `PhhError` naming `source` and the bad field, line or action."""
    hands = split_phh(text, source)
    if len(hands) != 1:
        raise PhhError(source, f"holds {len(hands)} hands, not one")
    return parse_hand(hands[0])


def parse_hand(hand: HandText) -> PhhHistory:
    """Parse one hand of a file. Raises `PhhError` naming the hand and the bad field, line or action."""
    try:
        data = tomllib.loads(hand.text)
    except tomllib.TOMLDecodeError as exc:
        message = _TOML_LINE.sub(lambda m: f"line {int(m.group(1)) + hand.first_line - 1}", str(exc))
        raise PhhError(hand.source, f"not valid TOML: {message}") from exc
    except (ValueError, RecursionError) as exc:  # past the guards, still refused by tomllib
        raise PhhError(hand.source, f"not valid TOML: {str(exc)[:QUOTE_CHARS]}") from exc
    return _Parser(hand, data).history()


_TOML_LINE = re.compile(r"line (\d+)")


class _Parser:
    def __init__(self, hand: HandText, data: Mapping[str, Any]) -> None:
        self.hand = hand
        self.source = hand.source
        self.data = data

    def error(self, field: str, message: str) -> PhhError:
        return PhhError(self.source, message, field=field, line=self.hand.key_lines.get(field))

    # ------------------------------------------------------------ typed fields

    def require(self, field: str) -> Any:
        if field not in self.data:
            raise PhhError(self.source, f"the required field '{field}' is missing", field=field)
        return self.data[field]

    def chips(self, field: str, value: Any, minimum: int = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.error(field, f"expected a number of chips, got {quoted(value)}")
        if isinstance(value, float) and not value.is_integer():
            raise self.error(field, f"chips are whole numbers in StudDesk, got {quoted(value)}")
        if value < minimum:
            raise self.error(field, f"expected at least {minimum} chips, got {quoted(value)}")
        if value > MAX_CHIPS:
            raise self.error(field, f"{quoted(value)} chips is more than StudDesk counts ({MAX_CHIPS:,})")
        return int(value)

    def chip_list(self, field: str, length: int | None, minimum: int = 0) -> tuple[int, ...]:
        value = self.require(field)
        if not isinstance(value, list):
            raise self.error(field, f"expected a list of chip counts, got {quoted(value)}")
        if length is not None and len(value) != length:
            raise self.error(field, f"expected {length} values (one per player), got {len(value)}")
        return tuple(self.chips(field, v, minimum) for v in value)

    def optional(self, field: str, kind: type) -> Any:
        value = self.data.get(field)
        if value is None:
            return None
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.error(field, f"expected a {kind.__name__}, got {quoted(value)}")
        return value

    # ------------------------------------------------------------------ model

    def history(self) -> PhhHistory:
        code = self.require("variant")
        variant = VARIANT_BY_CODE.get(code) if isinstance(code, str) else None
        if variant is None:
            known = ", ".join(sorted(VARIANT_BY_CODE))
            raise self.error("variant", f"StudDesk plays the stud variants {known}, not {quoted(code)}")
        stacks = self.chip_list("starting_stacks", None, minimum=1)
        n = len(stacks)
        if not variant.min_players <= n <= variant.max_players:
            raise self.error(
                "starting_stacks",
                f"{variant.name} is played by {variant.min_players} to {variant.max_players} "
                f"players, not {n} (R1.2)",
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
            raise self.error("antes", f"StudDesk plays one ante for everyone, not {list(antes)}")
        try:
            return Structure(
                antes[0],
                self.chips("bring_in", self.require("bring_in")),
                self.chips("small_bet", self.require("small_bet")),
                self.chips("big_bet", self.require("big_bet")),
            )
        except StructureError as exc:
            raise self.error(exc.field, f"{exc} (R1.4)") from exc

    def names(self, n: int) -> tuple[str, ...]:
        names = self.data.get("players")
        if names is None:
            return tuple(f"p{i + 1}" for i in range(n))
        if not isinstance(names, list) or len(names) != n or not all(isinstance(x, str) for x in names):
            raise self.error("players", f"expected {n} player names, got {quoted(names)}")
        for name in names:
            if len(name) > MAX_NAME:
                raise self.error("players", f"the name {quoted(name)} is longer than {MAX_NAME} characters")
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
            raise self.error(
                "seats", f"expected {n} different seat numbers from 1 to {MAX_SEAT}, got {quoted(raw)}"
            )
        else:
            seats = tuple(raw)
        field = EXTRA + "button"
        button = self.optional(field, int)
        if button is None:
            button = seats[-1]  # pN is the button when nothing else is said
        elif not 1 <= button <= MAX_SEAT:
            raise self.error(field, f"seat numbers go from 1 to {MAX_SEAT}, got {quoted(button)}")
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
                    raise self.error(EXTRA + name, f"expected one of {allowed}") from None
        try:
            return HouseRules(**options)
        except StructureError as exc:
            raise self.error(EXTRA + exc.field, str(exc)) from exc

    def actions(self, n: int) -> tuple[PhhAction, ...]:
        raw = self.require("actions")
        if not isinstance(raw, list):
            raise self.error("actions", "expected a list of action strings")
        if len(raw) > MAX_ACTIONS:
            raise self.error(
                "actions",
                f"{len(raw):,} actions; a stud hand has far fewer (at most {MAX_ACTIONS:,} are read)",
            )
        lines = self.hand.string_lines.get("actions", [])
        if len(lines) != len(raw):  # an unusual layout (e.g. a number among the strings)
            lines = []
        out = []
        for i, text in enumerate(raw):
            line = lines[i] if lines else None
            if not isinstance(text, str):
                raise PhhError(self.source, f"action {i + 1} is {quoted(text)}, not a string", line=line)
            out.append(_parse_action(self.source, i, text, line, n))
        return tuple(out)


# ---------------------------------------------------------------------- actions

_PLAYER = re.compile(r"p([1-9][0-9]{0,2})\Z")


def _parse_action(source: str, index: int, text: str, line: int | None, n: int) -> PhhAction:
    words = text.split("#", 1)[0].split()
    stub = PhhAction(index, text, line, Verb.NO_OP)

    def fail(message: str) -> PhhError:
        return PhhError(source, message, action=stub)

    def player(word: str) -> int:
        match = _PLAYER.match(word)
        if match is None:
            raise fail(f"{quoted(word)} is not a player: players are p1 to p{n}")
        number = int(match.group(1))
        if number > n:
            raise fail(f"there is no player {word}: this hand has p1 to p{n}")
        return number - 1

    def card_run(word: str) -> tuple[Card | None, ...]:
        if len(word) % 2:
            raise fail(f"{quoted(word)} is not a run of cards: each card is two characters, like 'As'")
        try:
            return tuple(
                None if word[i : i + 2] == "??" else Card.parse(word[i : i + 2])
                for i in range(0, len(word), 2)
            )
        except CardParseError as exc:
            raise fail(str(exc)) from exc

    match words:
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
            if not re.fullmatch(r"[0-9]+", amount):
                raise fail(f"{quoted(amount)} is not a whole number of chips")
            if len(amount) > len(str(MAX_CHIPS)) or int(amount) > MAX_CHIPS:
                raise fail(f"{quoted(amount)} chips is more than StudDesk counts ({MAX_CHIPS:,})")
            return PhhAction(index, text, line, Verb.COMPLETE_BET_RAISE, seat, amount=int(amount))
        case [who, "sm"]:
            return PhhAction(index, text, line, Verb.SHOW_MUCK, player(who), shows=False)
        case [who, "sm", "-"]:
            return PhhAction(index, text, line, Verb.SHOW_MUCK, player(who), shows=True)
        case [who, "sm", run]:
            return PhhAction(index, text, line, Verb.SHOW_MUCK, player(who), card_run(run), shows=True)
        case [_, "sd", *_]:
            raise fail("stud has no draws: 'sd' (stand pat or discard) cannot appear here")
    raise fail(
        "not a PHH stud action; expected 'd dh pN CARDS', 'd db CARD', 'pN pb', 'pN f', "
        "'pN cc', 'pN cbr AMOUNT' or 'pN sm [CARDS|-]'"
    )
