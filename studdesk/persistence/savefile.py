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
from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.structure import HouseRules, OddChipRule, Structure

FORMAT = "studdesk-save"
VERSION = 1
KINDS = ("sng", "cash")


class ProblemKind(Enum):
    DAMAGED = "damaged"
    FOREIGN = "foreign"
    NEWER = "newer"


class SaveFileError(Exception):
    """A save file that cannot be used; the message is for the player, in plain words."""

    def __init__(self, kind: ProblemKind, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True, slots=True)
class Envelope:
    kind: str
    title: str
    saved_at: str
    body: dict[str, Any]


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
            raise SaveFileError(
                ProblemKind.DAMAGED, "it is damaged: the file is cut short or garbled"
            ) from None
        raise SaveFileError(
            ProblemKind.FOREIGN, "it is not a StudDesk save (not a saved game at all)"
        ) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveFileError(ProblemKind.FOREIGN, "it is not a StudDesk save (some other kind of file)")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveFileError(ProblemKind.DAMAGED, "it is damaged: its format version is missing")
    if version > VERSION:
        raise SaveFileError(
            ProblemKind.NEWER,
            f"it was saved by a newer StudDesk (save format {version}; this version reads up to "
            f"{VERSION}); update StudDesk to continue it",
        )
    kind = document.get("kind")
    if kind not in KINDS:
        raise SaveFileError(ProblemKind.DAMAGED, f"it is damaged: unknown kind of game {kind!r}")
    body = document.get("body")
    if not isinstance(body, dict):
        raise SaveFileError(ProblemKind.DAMAGED, "it is damaged: the game data is missing")
    try:
        good = checksum(body) == document.get("sha256")
    except ValueError:  # NaN or infinity inside
        good = False
    if not good:
        raise SaveFileError(ProblemKind.DAMAGED, "it is damaged: its contents do not match their checksum")
    title, saved_at = document.get("title"), document.get("saved_at")
    return Envelope(
        kind, title if isinstance(title, str) else "", saved_at if isinstance(saved_at, str) else "", body
    )


class Strict(BaseModel):
    """Base of the body models: unknown keys are damage, not something to guess at."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def validation_problem(exc: ValidationError) -> SaveFileError:
    """The first schema error of a body, as a short plain sentence."""
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "the game data"
    return SaveFileError(ProblemKind.DAMAGED, f"it is damaged: {where}: {first['msg']}")


# ------------------------------------------------------------ parts shared by every kind of body


class RulesModel(Strict):
    open_pair_big_bet: bool
    raise_cap: int
    uncapped_heads_up: bool
    community_card_betting: bool
    odd_chip_rule: OddChipRule
    show_losing_hands: bool

    @staticmethod
    def of(rules: HouseRules) -> RulesModel:
        return RulesModel(
            open_pair_big_bet=rules.open_pair_big_bet,
            raise_cap=rules.raise_cap,
            uncapped_heads_up=rules.uncapped_heads_up,
            community_card_betting=rules.community_card_betting,
            odd_chip_rule=rules.odd_chip_rule,
            show_losing_hands=rules.show_losing_hands,
        )

    def rules(self) -> HouseRules:
        return HouseRules(**self.model_dump())


#: (seat, kind, amount), e.g. [3, "raise", 80]
ActTuple = tuple[int, ActionKind, int]
#: `random.Random.getstate()`: (version, 625 ints, gauss_next)
RngState = tuple[int, tuple[int, ...], float | None]


def act_tuple(act: Act) -> tuple[int, str, int]:
    return (act.seat, act.kind.value, act.amount)


def act_of(item: ActTuple) -> Act:
    return Act(item[0], item[1], item[2])


def structure_tuple(structure: Structure) -> tuple[int, int, int, int]:
    return (structure.ante, structure.bring_in, structure.small_bet, structure.big_bet)


def rng_state_json(state: tuple[Any, ...]) -> list[Any]:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def body_problem(exc: Exception) -> SaveFileError:
    """Engine objects that refuse the saved values (a structure breaking R1.4, ...) mean damage."""
    return SaveFileError(ProblemKind.DAMAGED, f"it is damaged: {exc}")
