"""The showdown and pot awards (R3.10, R4.1-R4.6).

Settling reads the hand and returns events; it changes nothing. The hand
applies the `PotAwarded` events to its stacks itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from studdesk.engine.cards import Card, Rank
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.events import Event, HandMucked, PotAwarded, PotShare, ShowdownRevealed
from studdesk.engine.ordering import Seat, best_showing
from studdesk.engine.pots import Pot, build_pots, split_evenly, split_high_low
from studdesk.engine.structure import HouseRules, OddChipRule
from studdesk.engine.variants import Variant


class _Seat(Seat, Protocol):
    @property
    def committed(self) -> int: ...


class Hand(Protocol):
    """What settling reads of a hand (`engine.hand.Hand`, which calls it when the betting is over)."""

    @property
    def variant(self) -> Variant: ...
    @property
    def rules(self) -> HouseRules: ...
    @property
    def order(self) -> Sequence[_Seat]: ...
    @property
    def live(self) -> Sequence[_Seat]: ...
    @property
    def final_round_aggressor(self) -> int | None: ...
    @property
    def ran_out(self) -> bool: ...
    def cards_of(self, seat: int) -> list[Card]: ...


@dataclass(frozen=True, slots=True)
class _Holding:
    seat: int
    cards: tuple[Card, ...]
    #: one value per pot evaluator of the variant (None = no qualifying low)
    values: tuple[int | None, ...]


def settle_uncontested(hand: Hand) -> list[Event]:
    """Everyone else folded: the last seat takes every pot without showing (R3.10)."""
    winner = hand.live[0]
    out: list[Event] = []
    for index, pot in enumerate(_pots(hand)):
        out.append(PotAwarded(index, winner.seat, pot.amount, PotShare.WHOLE, None, None))
    return out


def settle_showdown(hand: Hand) -> list[Event]:
    variant = hand.variant
    evaluators = [EVALUATORS[key] for key in variant.pot_evaluators]
    holdings = {
        p.seat: _Holding(
            p.seat,
            tuple(hand.cards_of(p.seat)),
            tuple(e.value(hand.cards_of(p.seat)) for e in evaluators),
        )
        for p in hand.live
    }
    pots = _pots(hand)
    out: list[Event] = []
    _reveal(hand, holdings, pots, out)
    for index, pot in enumerate(pots):
        contenders = [holdings[s] for s in pot.eligible]
        winners_by_share = [_winners(contenders, i) for i in range(len(evaluators))]
        if variant.is_split:
            high_part, low_part = split_high_low(pot.amount, bool(winners_by_share[1]))
            parts = [(PotShare.HIGH, high_part, winners_by_share[0])]
            if low_part:
                parts.append((PotShare.LOW, low_part, winners_by_share[1]))
            if not low_part:
                parts = [(PotShare.WHOLE, pot.amount, winners_by_share[0])]
        else:
            parts = [(PotShare.WHOLE, pot.amount, winners_by_share[0])]
        for share, amount, winners in parts:
            evaluator = evaluators[1] if share is PotShare.LOW else evaluators[0]
            ordered = _odd_chip_order(hand, winners, evaluator.key)
            for seat, chips in split_evenly(amount, [h.seat for h in ordered]).items():
                holding = holdings[seat]
                value = holding.values[1 if share is PotShare.LOW else 0]
                assert value is not None
                out.append(
                    PotAwarded(
                        index,
                        seat,
                        chips,
                        share,
                        evaluator.describe(value),
                        evaluator.best_five(holding.cards),
                    )
                )
    return out


def _pots(hand: Hand) -> tuple[Pot, ...]:
    return build_pots({p.seat: p.committed for p in hand.order}, [p.seat for p in hand.live])


def _winners(contenders: list[_Holding], share: int) -> list[_Holding]:
    scored = [h for h in contenders if h.values[share] is not None]
    if not scored:
        return []
    best = max(h.values[share] or 0 for h in scored)
    return [h for h in scored if h.values[share] == best]


def _odd_chip_order(hand: Hand, winners: list[_Holding], evaluator_key: str) -> list[_Holding]:
    """Tied winners in the order odd chips are handed out (R4.5).

    By position from the dealer's left; or, with `high_card_by_suit`, by the highest
    card by suit of each five-card high hand, and by the lowest card by suit of each
    five-card low (a Stud Hi/Lo low half, a Razz pot): ace low there, clubs lowest.
    Winners whose deciding cards are equal (a shared community card) keep position order.
    """
    position = {p.seat: i for i, p in enumerate(hand.order)}
    by_position = sorted(winners, key=lambda h: position[h.seat])
    if hand.rules.odd_chip_rule is OddChipRule.POSITION or len(winners) < 2:
        return by_position
    evaluator = EVALUATORS[evaluator_key]
    if evaluator_key in _LOW_EVALUATORS:

        def lowest_card(h: _Holding) -> tuple[int, int]:
            five = evaluator.best_five(h.cards) or h.cards
            low = min(five, key=_low_order)
            return _low_order(low)

        return sorted(by_position, key=lowest_card)

    def top_card(h: _Holding) -> tuple[int, int]:
        five = evaluator.best_five(h.cards) or h.cards
        best = max(five, key=lambda c: (c.rank, c.suit))
        return (int(best.rank), int(best.suit))

    return sorted(by_position, key=top_card, reverse=True)


#: evaluators whose pots go to the lowest hand (their odd chips follow the lowest card, R4.5)
_LOW_EVALUATORS = frozenset({"low8", "razz"})


def _low_order(c: Card) -> tuple[int, int]:
    """A card's place in a low hand, lowest first: the ace is one, then suit (R1.5)."""
    return (1 if c.rank is Rank.ACE else int(c.rank), int(c.suit))


def showdown_order(hand: Hand) -> list[int]:
    """R4.1: the last bettor on the final round shows first, else the best hand showing; then clockwise."""
    live = hand.live
    first = hand.final_round_aggressor
    if first is None or first not in {p.seat for p in live}:
        first = best_showing(hand.variant, hand.order).seat
    index = next(i for i, p in enumerate(live) if p.seat == first)
    return [p.seat for p in (*live[index:], *live[:index])]


def _reveal(hand: Hand, holdings: dict[int, _Holding], pots: tuple[Pot, ...], out: list[Event]) -> None:
    """Show or muck in showdown order (R4.1).

    A seat shows when it is first, when hands must be turned up (the betting
    ended with players all-in, or the house shows losing hands), or when it can
    still win or tie some share of a pot it is in against the hands shown so far.
    """
    evaluators = [EVALUATORS[key] for key in hand.variant.pot_evaluators]
    everyone_shows = hand.rules.show_losing_hands or hand.ran_out
    best_shown: dict[tuple[int, int], int] = {}
    for position, seat in enumerate(showdown_order(hand)):
        holding = holdings[seat]
        in_pots = [i for i, pot in enumerate(pots) if seat in pot.eligible]
        contends = any(
            value is not None and value >= best_shown.get((pot, share), value)
            for pot in in_pots
            for share, value in enumerate(holding.values)
        )
        if position == 0 or everyone_shows or contends:
            for pot in in_pots:
                for share, value in enumerate(holding.values):
                    if value is not None and value > best_shown.get((pot, share), -1):
                        best_shown[(pot, share)] = value
            descriptions = [
                e.describe(v) if v is not None else None
                for e, v in zip(evaluators, holding.values, strict=True)
            ]
            out.append(
                ShowdownRevealed(
                    seat,
                    holding.cards,
                    descriptions[0],
                    descriptions[1] if len(descriptions) > 1 else None,
                )
            )
        else:
            out.append(HandMucked(seat))
