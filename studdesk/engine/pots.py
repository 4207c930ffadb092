"""Side pots (R4.6) and splitting a pot among tied winners (R4.4, R4.5).

Pure functions over "who put in how much": no knowledge of streets or cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from studdesk.engine.events import PotInfo


@dataclass(frozen=True, slots=True)
class Pot:
    amount: int
    #: seats still in the hand that may win this pot, in odd-chip (clockwise) order
    eligible: tuple[int, ...]


def build_pots(committed: Mapping[int, int], live: Sequence[int]) -> tuple[Pot, ...]:
    """Main pot then side pots from each seat's total contribution this hand.

    `committed` covers every seat that put chips in (folded seats' chips are dead
    money in the pots they reached); `live` lists the seats not folded, in
    clockwise order from the dealer's left. Contribution levels come from the
    live seats: money a folded seat put in above the highest live level joins the
    last pot (it was never called, so only happens before uncalled bets return).
    """
    live_levels = [committed.get(s, 0) for s in live]
    levels = sorted({c for c in live_levels if c > 0})
    if len(levels) == 1:  # nobody live is all-in for less: one pot holds every chip
        level = levels[0]
        eligible = tuple([s for s, c in zip(live, live_levels, strict=True) if c >= level])
        return (Pot(sum(committed.values()), eligible),)
    pots: list[Pot] = []
    previous = 0
    for i, level in enumerate(levels):
        top = i == len(levels) - 1
        amount = sum(
            (c if top and c > level else min(c, level)) - min(c, previous)
            for c in committed.values()
            if c > previous
        )
        eligible = tuple(s for s in live if committed.get(s, 0) >= level)
        if amount > 0:
            pots.append(Pot(amount, eligible))
        previous = level
    if not levels:
        dead = sum(committed.values())
        if dead:
            pots.append(Pot(dead, tuple(live)))
    return tuple(pots)


class _Contributor(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def committed(self) -> int: ...
    @property
    def round_bet(self) -> int: ...
    @property
    def folded(self) -> bool: ...


def pots_in_the_middle(seats: Sequence[_Contributor]) -> tuple[PotInfo, ...]:
    """The pots as a player at the table counts them: the chips already in the middle.

    Bets in front of the players this round are not in a pot yet (they may still come
    back, R3.10), so mid-round an unmatched bring-in is a bet, not a one-player side
    pot. The side pots are those the collected chips make (R4.6): after each round's
    bets go in, the same as the engine settles. `seats` in clockwise order from the
    dealer's left.
    """
    collected = {p.seat: p.committed - p.round_bet for p in seats}
    live = [p.seat for p in seats if not p.folded]
    return tuple(PotInfo(pot.amount, pot.eligible) for pot in build_pots(collected, live))


def split_evenly(amount: int, winners_in_odd_chip_order: Sequence[int]) -> dict[int, int]:
    """Share `amount` among tied winners; odd chips one each in the order given (R4.5)."""
    n = len(winners_in_odd_chip_order)
    base, odd = divmod(amount, n)
    return {seat: base + (1 if i < odd else 0) for i, seat in enumerate(winners_in_odd_chip_order)}


def split_high_low(amount: int, has_low: bool) -> tuple[int, int]:
    """High and low halves of a hi/lo pot; the odd chip goes to the high half (R4.4)."""
    if not has_low:
        return amount, 0
    low = amount // 2
    return amount - low, low
