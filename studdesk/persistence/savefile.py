"""The save-file envelope: format tag, version, kind, checksum, and plain-words errors.

A save is one JSON document:

    {"format": "studdesk-save", "version": 1, "kind": "sng", "title": "...",
     "saved_at": "2024-05-01T20:15:03", "sha256": "<hex>", "body": {...}}

`sha256` is taken over the body in a canonical form, so a file cut short, edited
or garbled on disk is told apart from a good one before any of it is used.
What the body holds depends on `kind` (see `savefile_sng` and `savefile_session`).
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.errors import StudDeskError
from studdesk.engine.structure import AllInRule, HouseRules, OddChipRule, Structure
from studdesk.wording import Words
from studdesk.wording import saves as words
from studdesk.wording.problems import engine_refusal

log = logging.getLogger(__name__)

FORMAT = "studdesk-save"
#: 2: practice saves keep the table at the start of the hand in play, no longer the whole log
VERSION = 2
KINDS = ("sng", "cash")


class ProblemKind(Enum):
    DAMAGED = "damaged"
    FOREIGN = "foreign"
    NEWER = "newer"


class SaveFileError(Exception):
    """A save file that cannot be used; the message is for the player, in plain words.

    The clause is kept unsaid (`words`, from `wording.saves`), so `str()` says it in the
    language installed when it is shown; `detail` is a damage's own part (after "it is
    damaged: "), for a note that quotes it."""

    def __init__(self, kind: ProblemKind, reason: Words, detail: Words | None = None) -> None:
        super().__init__()
        self.kind = kind
        self.words = reason
        self.detail = detail if detail is not None else reason

    def __str__(self) -> str:
        return self.words()


def damage(detail: Words) -> SaveFileError:
    """A damaged save: "it is damaged: " and `detail`."""
    return SaveFileError(ProblemKind.DAMAGED, lambda: words.damaged(detail()), detail)


@dataclass(frozen=True, slots=True)
class Envelope:
    kind: str
    title: str
    saved_at: str
    body: dict[str, Any]
    #: the save format the body is written in (1 or `VERSION`)
    version: int = VERSION


def canonical(body: dict[str, Any]) -> str:
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def checksum(body: dict[str, Any]) -> str:
    return hashlib.sha256(canonical(body).encode("utf-8")).hexdigest()


def encode_envelope(kind: str, title: str, saved_at: str, body: dict[str, Any]) -> str:
    if kind not in KINDS:
        raise ValueError(f"unknown save kind {kind!r}")
    document = {
        "format": FORMAT,
        "version": VERSION,
        "kind": kind,
        "title": title,
        "saved_at": saved_at,
        "sha256": checksum(body),
        "body": body,
    }
    return json.dumps(document, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n"


def decode_envelope(text: str) -> Envelope:
    """Check the envelope and checksum; raises SaveFileError saying what is wrong."""
    try:
        document = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        if text.lstrip().startswith(("{", "[")):
            raise damage(words.cut_short) from None
        raise SaveFileError(ProblemKind.FOREIGN, words.not_a_save_at_all) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveFileError(ProblemKind.FOREIGN, words.another_kind_of_file)
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise damage(words.no_format_version)
    if version > VERSION:
        raise SaveFileError(ProblemKind.NEWER, partial(words.newer, version, VERSION))
    kind = document.get("kind")
    if kind not in KINDS:
        raise damage(partial(words.unknown_kind, repr(kind)))
    body = document.get("body")
    if not isinstance(body, dict):
        raise damage(words.no_game_data)
    try:
        good = checksum(body) == document.get("sha256")
    except ValueError:  # NaN or infinity inside
        good = False
    if not good:
        raise damage(words.checksum_differs)
    title, saved_at = document.get("title"), document.get("saved_at")
    return Envelope(
        kind,
        title if isinstance(title, str) else "",
        saved_at if isinstance(saved_at, str) else "",
        body,
        version,
    )


class Strict(BaseModel):
    """Base of the body models: unknown keys are damage, not something to guess at."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def validation_problem(exc: ValidationError, within: str = "") -> SaveFileError:
    """The first schema error of a body (or of its part `within`), as a short plain sentence."""
    first = exc.errors(include_url=False)[0]
    where = ".".join(str(part) for part in (within, *first["loc"]) if part != "")
    log.info("a saved body breaks its schema at %s: %s", where or "(the body)", first["msg"][:120])
    # the schema's path as it is (the file's own names), what is wrong in the player's words
    kind, bounds = first["type"], {k: v for k, v in (first.get("ctx") or {}).items() if k in _BOUNDS}
    return damage(partial(words.field_problem, where, kind, bounds))


#: the bounds of pydantic's errors that `wording.saves.field_problem` says
_BOUNDS = ("lt", "le", "gt", "ge")


# ------------------------------------------------------------ parts shared by every kind of body


class RulesModel(Strict):
    open_pair_big_bet: bool
    raise_cap: int
    uncapped_heads_up: bool
    community_card_betting: bool
    odd_chip_rule: OddChipRule
    show_losing_hands: bool
    #: games saved before R3.8's half-bet rule was played under full_bet: they go on that way
    all_in_rule: AllInRule = AllInRule.FULL_BET

    @staticmethod
    def of(rules: HouseRules) -> RulesModel:
        return RulesModel(
            open_pair_big_bet=rules.open_pair_big_bet,
            raise_cap=rules.raise_cap,
            uncapped_heads_up=rules.uncapped_heads_up,
            community_card_betting=rules.community_card_betting,
            odd_chip_rule=rules.odd_chip_rule,
            show_losing_hands=rules.show_losing_hands,
            all_in_rule=rules.all_in_rule,
        )

    def rules(self) -> HouseRules:
        return HouseRules(**self.model_dump())


# The ranges every saved number must be in: what the engine and the dialogs can ever make,
# with room to spare, so that a save edited into absurdity (a stack of 10^30, a button at
# seat 99, a seed of -1) is told apart from a real one before any of it is used.

#: seats are numbered from 0; the largest table seats ten (Five Card Stud, R1.2)
MAX_SEATS = 10
#: a stack, a bet, a buy-in: far above the settings' limits (10^9 chips a player, ten players)
MAX_SAVED_CHIPS = 10**12
#: hands, levels, commands: more than a lifetime of play
MAX_COUNT = 10**8
#: seeds are drawn as 32-bit numbers; older saves used the 64-bit range of `random.getrandbits(63)`
MAX_SEED = 2**64 - 1

Seat = Annotated[int, Field(strict=True, ge=0, lt=MAX_SEATS)]
Chips = Annotated[int, Field(strict=True, ge=0, le=MAX_SAVED_CHIPS)]
Count = Annotated[int, Field(strict=True, ge=0, le=MAX_COUNT)]
Seed = Annotated[int, Field(strict=True, ge=0, le=MAX_SEED)]
Name = Annotated[str, Field(min_length=1, max_length=100)]

#: (seat, kind, amount), e.g. [3, "raise", 80]
ActTuple = tuple[Seat, ActionKind, Chips]
#: `random.Random.getstate()`: (version, 625 ints, gauss_next); `setstate` checks the rest
RngState = tuple[
    Annotated[int, Field(strict=True, ge=0, le=10)],
    Annotated[tuple[Annotated[int, Field(strict=True, ge=0, le=2**32)], ...], Field(max_length=625)],
    float | None,
]


def act_tuple(act: Act) -> tuple[int, str, int]:
    return (act.seat, act.kind.value, act.amount)


def act_of(item: ActTuple) -> Act:
    return Act(item[0], item[1], item[2])


def structure_tuple(structure: Structure) -> tuple[int, int, int, int]:
    return (structure.ante, structure.bring_in, structure.small_bet, structure.big_bet)


def rng_state_json(state: tuple[Any, ...]) -> list[Any]:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def engine_words(exc: Exception) -> Words:
    """An engine's refusal of saved values in the player's language (R1.4's, a table's seating and
    dealing); any other refusal (a ValueError's or TypeError's English) goes to the log, and the
    player reads that a saved value cannot be used."""
    if isinstance(exc, StudDeskError):
        return partial(engine_refusal, exc)
    log.warning("a saved value was refused: %s", exc)
    return words.value_refused


def body_problem(exc: Exception) -> SaveFileError:
    """Engine objects that refuse the saved values (a structure breaking R1.4, ...) mean damage."""
    return damage(engine_words(exc))


def snapshot_notes(
    saved: object | None, problem: Words | None, rebuilt: object, verify: bool, tournament: bool
) -> list[Words]:
    """Notes for the player when the saved snapshot (of a sit-and-go, or a practice table) was
    rebuilt from the log.

    `saved` is None when it was not valid (`problem` says why); with `verify`, a
    snapshot that disagrees with the log is damage (SaveFileError) instead.
    """
    if saved is None:
        why = problem if problem is not None else words.no_game_data
        return [lambda: words.summary_rebuilt(tournament, why())]
    if saved != rebuilt:
        if verify:
            raise damage(words.snapshot_differs)
        return [partial(words.summary_mismatch, tournament)]
    return []
