"""The built-in bot: one stud strategy for every variant, tuned by a `Profile`.

First round: hand tiers from `handread` (stud knowledge), door-card comparison
and ante stealing, defending the bring-in, heads-up and short-stack widening.
Later streets: pot equity against the live opponents (dead cards out, their
hidden cards narrowed by what they did) against the pot odds, with implied
odds for draws, value bets and raises sized to the number of opponents, some
bluffs against players who fold, bluff-catching on the river. Every decision
leaves a one-line explanation (`explain()`).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from studdesk.bots.equity import Deals, Equity, Holding, RangeWeight, deal_out
from studdesk.bots.expected import VERBS, Future, Option, Response, lead_is_clear, weigh, worth_words
from studdesk.bots.firstround import beats_the_bettors, first_round_choice, pot_odds
from studdesk.bots.handread import describe_holding, has_four_card_draw
from studdesk.bots.opponents import OpponentModel
from studdesk.bots.profiles import Profile, profile
from studdesk.bots.ranges import street_classes, street_steps
from studdesk.bots.reading import Choice, OpponentRead, TableRead, read_view
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.cards import Card
from studdesk.engine.views import PlayerView
from studdesk.wording import reasons

#: deals sampled first; the full sample only when the decision is close (`_settled_deals`)
FIRST_SAMPLES = 400
#: how much less an earlier street's action says about the cards than the current street's
RANGE_DECAY = 0.7
#: how many standard errors the first estimate may be off without changing the decision
SETTLED_Z = 2.0


@dataclass(frozen=True, slots=True)
class _Draws:
    """The random numbers of one later-street decision, drawn before the equity."""

    jitter: float
    push: float
    bluff: float


class StrategyBot:
    """A seeded, deterministic stud bot; `explain()` tells why it did what it did last."""

    def __init__(self, prof: Profile | None = None, seed: int | None = None) -> None:
        self.profile = prof if prof is not None else profile()
        self.rng = random.Random(seed)
        self.model = OpponentModel()
        self._explanation = reasons.no_decision_yet()
        #: a later street's decision and its words, put into words when first asked (`explain`)
        self._unsaid: tuple[LegalAction, Callable[[], str]] | None = None

    def __repr__(self) -> str:
        return f"StrategyBot({self.profile.name})"

    # ------------------------------------------------------------------ protocol

    def decide(self, view: PlayerView) -> LegalAction:
        if self.profile.level.reads:
            self.model.see(view)
        read = read_view(view)
        self._unsaid = None
        if len(read.legal) == 1:
            choice = Choice(read.legal[0], reasons.only_action())
        elif read.is_first_round:
            choice = first_round_choice(
                read, self.profile, self.rng, self.model, self.equity, self._first_deals
            )
        else:
            # worded only when asked: the match and tournament runners never ask
            self._unsaid = self._later_street(read)
            return self._unsaid[0]
        self._explanation = _sentence(choice)
        return choice.action

    def explain(self) -> str:
        """One line about the last decision, e.g. "Called: 3-flush ..., 38% to win, pot odds 4:1"."""
        if self._unsaid is not None:
            action, words = self._unsaid
            self._explanation = _sentence(Choice(action, words()))
            self._unsaid = None
        return self._explanation

    def reseed(self, seed: int) -> None:
        """Restart the random source (every random choice and every sample comes from it)."""
        self.rng.seed(seed)

    def hand_over(self, view: PlayerView) -> None:
        """Optional hook: the final view of a hand, to learn from showdowns and folds."""
        if self.profile.level.reads:
            self.model.hand_over(view)

    # ------------------------------------------------------------------ later streets

    def _later_street(self, read: TableRead) -> tuple[LegalAction, Callable[[], str]]:
        """The action and its reason, to be put into words when asked (from what the
        decision saw, all of it fixed by then: the read, the equity, the options)."""
        level = self.profile.level
        if level.hand_reading and self._outdrawn_in_five(read):
            fold = read.offer(ActionKind.FOLD)
            assert fold is not None
            return fold, lambda: reasons.short_of_the_board(
                reasons.acted("folded", self._what(read)), draws=True
            )
        if level.expected_value:
            return self._weighed(read)
        # Every random draw first, so the decision is a function of the equity alone.
        draws = _Draws(self.rng.gauss(0.0, level.noise), self.rng.random(), self.rng.random())
        deals, share = self._settled_deals(read, lambda share: self._later_pick(read, share, draws)[0].kind)
        action, verb, form = self._later_pick(read, share, draws)
        return action, lambda: self._later_words(read, deals.equity(), self._what(read), verb, form)

    def _what(self, read: TableRead) -> str:
        """What the hand is now, in words."""
        return describe_holding(read.variant.key, read.my_cards, self._seen(read))

    def _outdrawn_in_five(self, read: TableRead) -> bool:
        """Five Card Stud with cards to come, facing a bet: the hand does not beat what the
        players in the pot show and holds no four-card flush or straight draw."""
        if read.variant.key != "five" or read.to_call == 0 or read.streets_left == 0:
            return False
        if read.offer(ActionKind.FOLD) is None or has_four_card_draw(read.my_cards):
            return False
        return not beats_the_bettors(read)

    def _weighed(self, read: TableRead) -> tuple[LegalAction, Callable[[], str]]:
        """Hard: the action worth most against the modelled opponents (`expected`)."""
        level = self.profile.level
        jitter = [self.rng.gauss(0.0, level.noise) * read.big_bet for _ in read.legal]
        responses = [self._response(read, o) for o in read.opponents]
        razz = read.variant.key == "razz"
        payers = level.future_payers if level.future_payers_in_razz or not razz else 0
        future = Future(*level.future, payers=payers)
        full = self._samples(read)
        penalty = _raise_penalty(
            read, level.hilo_raise_margin, level.hilo_raise_streets, five_margin=level.five_raise_margin
        )
        barred = _no_unpaired_raise(read, level.five_unpaired_raise_opponents)

        def weighed(deals: Deals) -> list[Option]:
            options = weigh(
                read,
                deals,
                responses,
                future,
                jitter,
                call_behind=level.call_behind,
                cold_power=level.cold_power,
                raise_penalty=penalty,
                in_turn=level.priced_in_turn,
                absolute=level.priced_absolute,
                checked_into=level.checked_into,
            )
            return [o for o in options if not (barred and o.action.kind.is_aggressive)]

        deals = self._deal_out(read, min(full, FIRST_SAMPLES))
        options = weighed(deals)
        if deals.rows < full and not lead_is_clear(options, deals, SETTLED_Z):
            deals = self._deal_out(read, full)
            options = weighed(deals)
        return options[0].action, lambda: _weighed_sentence(options, deals.equity(), self._what(read), read)

    def _first_deals(self, read: TableRead, first: bool) -> Deals:
        """The deals of a first-round decision: the first small sample, or the full one."""
        full = self._samples(read)
        return self._deal_out(read, min(full, FIRST_SAMPLES) if first else full)

    def _response(self, read: TableRead, o: OpponentRead) -> Response:
        stats = self.model.get(o.name)
        level = self.profile.level
        priced = level.priced_answers >= 2 or (level.priced_answers == 1 and read.to_call > 0)
        by_price = functools.partial(self.model.answer, o.name) if priced else None
        return Response(
            stats.fold_to_bet(),
            stats.raise_to_bet(),
            level.fold_after_betting,
            by_price,
            bet_unopened=stats.bet_unopened(),
        )

    def _settled_deals(self, read: TableRead, decide: Callable[[float], ActionKind]) -> tuple[Deals, float]:
        """The deals of a first small sample when the decision is clear either side of its
        error, otherwise of the profile's full sample (selective sampling), and their equity
        share (`Deals.equity().share`; the rest of the Equity only for the words). `decide`
        gives the action's kind for an equity share."""
        full = self._samples(read)
        first_samples = min(full, FIRST_SAMPLES)
        first = self._deal_out(read, first_samples)
        rows = first.shares()
        share = first.mean(rows)
        if first.exact or first_samples == full:
            return first, share
        margin = SETTLED_Z * first.stderr(rows)
        kinds = {decide(share + d) for d in (-margin, 0.0, margin)}
        if len(kinds) == 1:
            return first, share
        deals = self._deal_out(read, full)
        return deals, deals.mean(deals.shares())

    def _later_words(self, read: TableRead, eq: Equity, what: str, verb: str, form: str) -> str:
        """The reason for what `_later_pick` chose (its verb and form)."""
        if form == "aggress":
            return reasons.acted(verb, what, eq.share) + _low_note(read, eq)
        if form == "plain":
            return reasons.acted(verb, what, eq.share)
        odds = pot_odds(read.pot, read.to_call)
        if form == "odds":
            return reasons.acted(verb, what, eq.share, odds)
        return reasons.odds_not_enough(reasons.acted(verb, what, eq.share, odds))

    def _later_pick(self, read: TableRead, share: float, draws: _Draws) -> tuple[LegalAction, str, str]:
        """The action for an equity `share`, its verb, and how `_later_words` words it:
        "aggress", "plain", "odds" (a call) or "fold". Nothing here is put into words, so
        the shares `_settled_deals` tries cost no sentences."""
        style, level = self.profile.style, self.profile.level
        n = len(read.opponents)
        fair = 1.0 / (n + 1)
        value = style.value + level.value_shift + draws.jitter
        value -= self._thin_value(read)
        bet_line = fair + max(0.0, value) * (1.0 - fair) if value >= 0 else fair + value * fair
        raise_line = bet_line + 0.10 * (1.0 - fair) + 0.05 * read.raises_this_round
        if read.to_call == 0:
            if share >= bet_line:
                return self._aggress(read, "bet for value", share >= raise_line)
            if self._bluff_ok(read, share, draws.bluff):
                return self._aggress(read, "bluffed with", False)
            check = read.offer(ActionKind.CHECK)
            assert check is not None
            return check, "checked", "plain"
        price = read.to_call / (read.pot + read.to_call)
        need = self._needed(read, share, price)
        can_raise = bool(read.aggressive_offers())
        pushing = share >= bet_line and draws.push < style.raise_bias
        if can_raise and (share >= raise_line or pushing):
            return self._aggress(read, "raised", share >= raise_line + 0.1)
        call = read.offer(ActionKind.CALL)
        assert call is not None
        if share >= need:
            verb = "bluff-caught" if read.streets_left == 0 and share < fair else "called"
            return call, verb, "odds"
        fold = read.offer(ActionKind.FOLD)
        assert fold is not None
        return fold, "folded", "fold"

    def _needed(self, read: TableRead, share: float, price: float) -> float:
        """Equity needed to call: the price, less implied odds, less the style's slack."""
        style, level = self.profile.style, self.profile.level
        need = price
        if level.implied and read.streets_left > 0:
            # Future bets won when the draw comes in: worth more with more streets and callers.
            future = read.big_bet * read.streets_left * min(len(read.opponents), 2) * 0.35
            need = read.to_call / (read.pot + read.to_call + future * share)
        if read.streets_left == 0 and read.last_aggressor is not None:
            need *= 1.0 - 0.35 * (1.0 - self._honesty(read.last_aggressor, read))  # bluff-catching
        stack_after = read.my_stack - read.to_call
        if stack_after < read.bet:
            need *= 0.7  # pot-committed: the rest of the stack barely matters
        slack = min(1.0, style.call_slack + level.slack_shift)
        return need * (1.0 - slack)

    def _aggress(self, read: TableRead, verb: str, strong: bool) -> tuple[LegalAction, str, str]:
        offers = read.aggressive_offers()
        if not offers:
            passive = read.offer(ActionKind.CHECK) or read.offer(ActionKind.CALL)
            assert passive is not None
            word = "checked" if passive.kind is ActionKind.CHECK else "called (capped)"
            return passive, word, "plain"
        # Open pair (R3.7): the big bet when clearly ahead, the small one otherwise.
        return (offers[-1] if strong else offers[0]), verb, "aggress"

    def _bluff_ok(self, read: TableRead, share: float, draw: float) -> bool:
        style = self.profile.style
        if len(read.opponents) > 2 or not read.aggressive_offers():
            return False
        folds = min(self._fold_rate(o) for o in read.opponents)
        chance = style.bluff * (folds / 0.35) * (1.5 if share > 0.3 else 1.0)
        return draw < chance

    # ------------------------------------------------------------------ equity

    def equity(self, read: TableRead, samples: int | None = None) -> Equity:
        return self._deal_out(read, samples).equity()

    def _deal_out(self, read: TableRead, samples: int | None = None) -> Deals:
        final = read.variant.cards_per_player
        community = (read.community,) if read.community is not None else ()
        mine = read.my_cards + community
        hero = Holding(mine, final - len(mine))
        opponents = [self._holding(read, o, final, community) for o in read.opponents]
        dead = read.dead if self.profile.counts_dead else frozenset()
        seed = self.rng.getrandbits(63)
        count = self._samples(read) if samples is None else samples
        return deal_out(read.variant, hero, opponents, dead, samples=count, rng=np.random.default_rng(seed))

    def _samples(self, read: TableRead) -> int:
        """The profile's sample count, capped so that big tables stay within the row budget."""
        level = self.profile.level
        return max(100, min(level.samples, level.row_budget // (len(read.opponents) + 1)))

    def _holding(self, read: TableRead, o: OpponentRead, final: int, community: tuple[Card, ...]) -> Holding:
        known = o.up_cards + community
        return Holding(known, final - len(known), o.hidden, self._range_weight(read, o, len(known)))

    def _range_weight(self, read: TableRead, o: OpponentRead, known: int) -> RangeWeight:
        """What the opponent's actions this hand say about its hidden cards: with reads, by
        what it showed down after the same actions before (`ranges`), street by street."""
        level = self.profile.level
        if not level.hand_reading:
            return RangeWeight()
        if level.reads:
            stats = self.model.ranges(o.name)
            classes = street_classes(o)
            return RangeWeight(
                steps=street_steps(read.variant, known, classes, stats, read.street, RANGE_DECAY)
            )
        return RangeWeight(self._range_power(read, o))

    def _range_power(self, read: TableRead, o: OpponentRead) -> float:
        """How much the opponent's actions this hand say about its hidden cards, by rule of thumb."""
        level = self.profile.level
        tight = self._tightness(o) if level.reads else 0.6
        honest = self._honesty(o.seat, read) if level.reads else 0.6
        power = 0.8 * tight  # it is still in: it did not fold its weakest hands
        recent = sum(o.raises[max(0, read.street - 1) : read.street + 1])
        earlier = sum(o.raises[: max(0, read.street - 1)])
        power += honest * (1.0 * recent + 0.4 * earlier)
        return min(power, 4.0)

    def _seen(self, read: TableRead) -> tuple[Card, ...]:
        cards = [c for o in read.opponents for c in o.up_cards]
        if self.profile.counts_dead:
            cards.extend(read.dead)
        return tuple(cards)

    # ------------------------------------------------------------------ opponent reads

    def _tightness(self, o: OpponentRead) -> float:
        return self.model.get(o.name).tightness()

    def _honesty(self, seat: int, read: TableRead) -> float:
        if not self.profile.level.reads:
            return 0.6
        name = next((s.name for s in read.view.seats if s.seat == seat), str(seat))
        return self.model.get(name).honesty()

    def _fold_rate(self, o: OpponentRead) -> float:
        if not self.profile.level.reads:
            return 0.35
        return self.model.get(o.name).fold_to_bet()

    def _thin_value(self, read: TableRead) -> float:
        """How much thinner to value-bet: up to 0.12 against players who never fold."""
        if not self.profile.level.reads:
            return 0.0
        folds = max(self.model.get(o.name).fold_to_bet() for o in read.opponents)
        return 0.12 * max(0.0, 0.35 - folds) / 0.35


def _no_unpaired_raise(read: TableRead, opponents: int) -> bool:
    """Five Card Stud, cards to come, facing a bet with at least `opponents` opponents in
    (0: never): whether a raise is out because the hand holds no pair."""
    if opponents <= 0 or read.variant.key != "five" or read.to_call == 0 or read.streets_left == 0:
        return False
    if len(read.opponents) < opponents:
        return False
    return len({c.rank for c in read.my_cards}) == len(read.my_cards)


def _raise_penalty(read: TableRead, margin: float, streets: int = 1, five_margin: float = 0.0) -> float:
    """Chips a raise over a bet must be worth more than the next best action, with two or
    more opponents in: `margin` big bets in Stud Hi/Lo with at least `streets` streets to
    come, `five_margin` in Five Card Stud with cards to come, otherwise none."""
    if len(read.opponents) < 2:
        return 0.0
    if read.variant.key == "stud8" and read.streets_left >= max(1, streets):
        return margin * read.big_bet
    if read.variant.key == "five" and read.streets_left > 0:
        return five_margin * read.big_bet
    return 0.0


def _low_note(read: TableRead, eq: Equity) -> str:
    if read.variant.key != "stud8":
        return ""
    return reasons.low_note(eq.scoop, eq.low_qualifies)


def _weighed_sentence(options: list[Option], eq: Equity, what: str, read: TableRead) -> str:
    """'bet: two pair, 64 % of the pot; worth +0.42 big bets, check +0.18' (what it weighed)."""
    worth, others = worth_words(options, read.big_bet)
    return reasons.weighed(VERBS[options[0].action.kind], what, eq.share, _low_note(read, eq), worth, others)


def _sentence(choice: Choice) -> str:
    """'called: x, y' -> 'Called: x, y'."""
    text = choice.reason
    return text[:1].upper() + text[1:] if text else choice.action.label
