"""The questions that protect a session: a new table before settings reset it, the re-buy.

>>> rebuy_for(1000)
'Re-buy for 1,000'
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.wording import thousands, translate


def new_table_title() -> str:
    return translate("Questions", "A new table?")


def new_table_needed(reasons: Sequence[str]) -> str:
    return translate("Questions", "These settings need a new table: {reasons}.").format(
        reasons="; ".join(reasons)
    )


def new_table_consequences(starting_stack: int) -> str:
    return translate(
        "Questions",
        "The hand in play is played out first. Then everyone starts again with {chips} chips and the "
        "hands are counted from #1; the table you play now is not kept.",
    ).format(chips=thousands(starting_stack))


def start_new_table() -> str:
    return translate("Questions", "Start a new table")


def back_to_settings() -> str:
    return translate("Questions", "Back")


def rebuy_title() -> str:
    return translate("Questions", "Out of chips")


def rebuy_explained() -> str:
    return translate(
        "Questions",
        "Sitting out, the bots play on and you watch; Table ▸ Top up or re-buy sits you down again. "
        "Leaving stops the table until you choose.",
    )


def rebuy_for(chips: int) -> str:
    return translate("Questions", "Re-buy for {chips}").format(chips=thousands(chips))


def sit_out() -> str:
    return translate("Questions", "Sit out")


def leave_table() -> str:
    return translate("Questions", "Leave the table")


def always_rebuy() -> str:
    return translate("Questions", "Always re-buy without asking (Settings ▸ Game)")
