"""PHH hand histories: write a played hand, read a file, replay it through the engine.

PHH is the TOML hand-history standard that pokerkit reads (variants F7S, F7S/8,
FR; F5S is StudDesk's extension for Five Card Stud). The pieces live in
`phh_read` (model and parser), `phh_write` (`hand_to_phh`) and `phh_replay`
(`replay`); this module is the one to import. Format notes: docs/phh.md.
"""

from __future__ import annotations

from studdesk.persistence.phh_read import (
    VARIANT_BY_CODE,
    PhhAction,
    PhhError,
    PhhHistory,
    Verb,
    load_phh,
    parse_phh,
)
from studdesk.persistence.phh_replay import final_stacks, replay
from studdesk.persistence.phh_write import hand_to_phh

__all__ = [
    "VARIANT_BY_CODE",
    "PhhAction",
    "PhhError",
    "PhhHistory",
    "Verb",
    "final_stacks",
    "hand_to_phh",
    "load_phh",
    "parse_phh",
    "replay",
]
