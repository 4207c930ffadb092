"""One fixed-limit betting round (R3.3-R3.9).

`BettingRound` knows levels, increments, the cap and who still has to act; it
knows nothing of cards. `offers()` is the single legality check: the hand's
`legal_actions` and `apply` both go through it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from studdesk.engine.actions import BET, BRING_IN, CALL, CHECK, COMPLETE, FOLD, RAISE, ActionKind, LegalAction

_FOLD_OFFER = LegalAction(FOLD, 0, 0)
_CHECK_OFFER = LegalAction(CHECK, 0, 0)
#: offers are immutable and the same few recur all the time ("Call 5"): each is built once
_MADE: dict[ActionKind, dict[tuple[int, int, bool], LegalAction]] = {k: {} for k in ActionKind}


def _offer(kind: ActionKind, amount: int, cost: int, all_in: bool = False) -> LegalAction:
    made = _MADE[kind]
    key = (amount, cost, all_in)
    found = made.get(key)
    if found is None:
        if len(made) > 4096:  # stays small over millions of hands with random stacks
            made.clear()
        found = made[key] = LegalAction(kind, amount, cost, all_in)
    return found


@dataclass(slots=True)
class BettingRound:
    #: the round's bet size (small or big bet)
    bet: int
    #: the big bet, offered as an alternative on an open-pair street (R3.7); None otherwise
    open_pair_big: int | None
    #: maximum number of full bets/raises (a bet or completion plus `raise_cap` raises, R3.5)
    cap: int
    #: the bring-in amount on the first round (R3.3), 0 on later rounds
    bring_in: int = 0
    #: R3.8's half-bet rule (an all-in of half a bet or more counts as a full one); False: full_bet
    half_bet: bool = True
    #: level a player must reach to stay in (may exceed every bet after a short bring-in, R3.9)
    call_level: int = 0
    #: the level of the last full bet or raise (or all-in counted as one): raises build on it
    full_level: int = 0
    full_bets: int = 0
    #: the last bet or raise was an all-in that did not count as a full one (R3.8)
    short_all_in: bool = False
    big_made: bool = False
    bring_in_pending: bool = False
    #: seats that still have to act before the round can end, and seats that may still raise (R3.8)
    needs_action: set[int] = field(default_factory=set)
    may_raise: set[int] = field(default_factory=set)
    last_aggressor: int | None = None

    def increments(self) -> tuple[int, ...]:
        if self.open_pair_big is not None and not self.big_made:
            return (self.bet, self.open_pair_big)
        if self.open_pair_big is not None:
            return (self.open_pair_big,)
        return (self.bet,)

    def offers(
        self, seat: int, stack: int, round_bet: int, players_left: int, uncapped_heads_up: bool
    ) -> tuple[LegalAction, ...]:
        """Every legal action of `seat`, which is assumed to be the seat to act."""
        if self.bring_in_pending:
            return self._bring_in_offers(stack)
        to_call = self.call_level - round_bet
        offers: tuple[LegalAction, ...]
        if to_call > 0:
            paid = to_call if to_call < stack else stack
            offers = (_FOLD_OFFER, _offer(CALL, round_bet + paid, paid, paid == stack))
        else:
            to_call = 0
            offers = (_CHECK_OFFER,)
        capped = self.full_bets >= self.cap and not (uncapped_heads_up and players_left == 2)
        if stack > to_call and not capped and seat in self.may_raise:
            return offers + self._aggressive_offers(stack, round_bet)
        return offers

    def _target(self, increment: int) -> int:
        """The level a full bet, completion or raise of `increment` goes to (R3.4, R3.8).

        Half-bet rule: it builds on the last full level, so after an all-in that does not
        count the next player completes that bet or raise to its full size. Every short
        all-in is below this target, so short all-ins can never add up to a full raise
        for a player who already acted (R3.8's "together" case cannot arise) and
        `may_raise` alone says who may raise. The full_bet option raises on top instead.
        """
        if self.half_bet or self.full_bets == 0:
            return self.full_level + increment
        return self.call_level + increment

    def _bring_in_offers(self, stack: int) -> tuple[LegalAction, ...]:
        if stack <= self.bring_in:
            return (_offer(BRING_IN, stack, stack, True),)
        if self.bring_in >= self.bet:  # a full-bet bring-in leaves nothing to complete
            return (_offer(BRING_IN, self.bring_in, self.bring_in),)
        complete_to = min(self.bet, stack)
        return (
            _offer(BRING_IN, self.bring_in, self.bring_in),
            _offer(COMPLETE, complete_to, complete_to, complete_to == stack),
        )

    def _aggressive_offers(self, stack: int, round_bet: int) -> tuple[LegalAction, ...]:
        # a raise once the round has a full bet; before that, completing a bring-in or short bet
        kind = RAISE if self.full_bets else COMPLETE if self.call_level > 0 else BET
        all_in_to = round_bet + stack
        if self.open_pair_big is None:  # one bet size: at most one offer (the common case)
            target = self._target(self.bet)
            if target >= all_in_to:
                return (_offer(kind, all_in_to, stack, True),)
            return (_offer(kind, target, target - round_bet),)
        offers: list[LegalAction] = []
        for increment in self.increments():
            target = self._target(increment)
            if target >= all_in_to:
                offers.append(_offer(kind, all_in_to, stack, True))
                break
            offers.append(_offer(kind, target, target - round_bet))
        return tuple(offers)

    def is_full(self, amount: int) -> bool:
        """Whether a bet/raise to `amount` counts toward the cap and reopens (R3.5, R3.8).

        Only an all-in can fall short of a full one. Under the half-bet rule it still
        counts when it is at least half a bet (a bet or completion: its whole amount) or
        half a raise (a raise: what it adds to the level it faced).
        """
        smallest = self.increments()[0]
        if amount >= self._target(smallest):
            return True
        if not self.half_bet:
            return False
        added = amount if self.full_bets == 0 else amount - self.call_level
        return 2 * added >= smallest

    def is_big(self, amount: int) -> bool:
        """Whether a full bet/raise to `amount` used the big bet on an open-pair street (R3.7)."""
        return self.open_pair_big is not None and amount >= self._target(self.open_pair_big)

    def record(
        self,
        seat: int,
        kind: ActionKind,
        amount: int,
        can_still_act: bool,
        others: Iterable[int],
    ) -> bool:
        """Update the round for an action already known to be legal.

        `others` are the seats other than `seat` that are in the hand with chips
        (needed only for a bet, completion or raise); `can_still_act` tells whether
        `seat` has chips left after acting.
        Returns whether the action was a big bet/raise on an open-pair street.
        """
        big = False
        self.needs_action.discard(seat)
        self.may_raise.discard(seat)
        if kind is BRING_IN:
            self.bring_in_pending = False
            self.call_level = max(amount, self.bring_in)
            if self.call_level >= self.bet:  # bring-in = small bet: it is the round's bet
                self.full_bets = 1
                self.full_level = self.call_level
        elif kind is RAISE or kind is BET or kind is COMPLETE:
            self.bring_in_pending = False
            full = self.is_full(amount)
            if full:
                big = self.is_big(amount)
                self.big_made = self.big_made or big
                self.full_bets += 1
                self.full_level = amount
                self.may_raise = set(others)
            self.short_all_in = not full
            self.call_level = max(self.call_level, amount)
            self.needs_action = set(others)
            self.last_aggressor = seat
        if not can_still_act:
            self.needs_action.discard(seat)
            self.may_raise.discard(seat)
        return big
