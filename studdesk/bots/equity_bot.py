"""The yardstick: a plain Monte Carlo equity and pot-odds bot, the kind the University of
Alberta's Poki used.

Every decision, first round included, starts from one number: the bot's pot equity
against a random holding for every live opponent, with every seen card dead
(`equity.equity`). It bets or raises with an edge over a fair share, takes the big bet
on an open pair with a bigger edge, calls when the equity pays the pot odds (with a
little implied odds while cards are to come), and otherwise checks or folds. It reads
nothing into its opponents' actions and remembers nothing between hands: what it
lacks is exactly what a strong stud player adds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from studdesk.bots.equity import Deals, Equity, Holding, deal_out
from studdesk.bots.reading import TableRead, read_view
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.views import PlayerView
from studdesk.wording import reasons

#: deals sampled first; the full sample only when the decision is close
FIRST_SAMPLES = 300
#: how many standard errors the first estimate may be off without changing the decision
SETTLED_Z = 2.0


@dataclass(frozen=True, slots=True)
class EquityThresholds:
    """Where the bot acts, as an edge over a fair share: 0 = a fair share, 1 = the whole pot."""

    #: edge needed to bet, or to complete on the first round
    bet: float = 0.16
    #: extra edge needed for each bet or raise already made this round
    per_raise: float = 0.18
    #: edge needed to take the big bet on an open pair (R3.7)
    big_bet: float = 0.40
    #: future bets counted as won when calling with cards to come, in bets of the street
    implied: float = 0.5
    #: Monte Carlo deals per decision
    samples: int = 1000


class EquityBot:
    """Equity against random holdings, then thresholds on equity and pot odds."""

    def __init__(self, seed: int | None = None, thresholds: EquityThresholds | None = None) -> None:
        self.rng = random.Random(seed)
        self.thresholds = thresholds or EquityThresholds()
        self._explanation = reasons.no_decision_yet()
        #: the last decision's reading, equity share and choice, put into words when first asked
        self._unsaid: tuple[TableRead, float, LegalAction, str, float] | None = None

    def __repr__(self) -> str:
        return "EquityBot()"

    def decide(self, view: PlayerView) -> LegalAction:
        read = read_view(view)
        if len(read.legal) == 1:
            self._unsaid = None
            reason = reasons.only_action()
            self._explanation = reason[:1].upper() + reason[1:]
            return read.legal[0]
        share = self._settled_share(read)
        action, word, edge = self._pick(read, share)
        self._unsaid = (read, share, action, word, edge)  # worded only when asked (`explain`)
        return action

    def explain(self) -> str:
        if self._unsaid is not None:
            reason = self._words(*self._unsaid)
            self._explanation = reason[:1].upper() + reason[1:]
            self._unsaid = None
        return self._explanation

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def equity(self, read: TableRead, samples: int | None = None) -> Equity:
        """Equity against random holdings for the live opponents, every seen card dead."""
        return random_holdings_equity(read, samples or self.thresholds.samples, self.rng)

    def _settled_share(self, read: TableRead) -> float:
        """The equity share of a first small sample when the decision is clear either side
        of its error, otherwise of the full sample (the same selective sampling as the
        strategy bot's)."""
        samples = self.thresholds.samples
        share, stderr, exact, rows = self._estimate(read, min(FIRST_SAMPLES, samples))
        if exact or rows >= samples:
            return share
        margin = SETTLED_Z * stderr
        kinds = {self._pick(read, share + d)[0].kind for d in (-margin, 0, margin)}
        return share if len(kinds) == 1 else self._estimate(read, samples)[0]

    def _estimate(self, read: TableRead, samples: int) -> tuple[float, float, bool, int]:
        """`equity(read, samples)`'s share, its standard error, whether exact and the deals:
        the figures the decision reads, without the Equity's others (scoops, lows)."""
        deals = random_holdings_deals(read, samples, self.rng)
        share = deals.shares()
        return deals.mean(share), deals.stderr(share), deals.exact, deals.rows

    def _pick(self, read: TableRead, share: float) -> tuple[LegalAction, str, float]:
        """The action for an equity `share`, what it did in a word ("" for a bet or raise:
        `_words` names it), and the edge over a fair share. Only `_words` words it, and only
        when asked, so the decisions `_settled_share` tries cost no sentences."""
        t = self.thresholds
        n = len(read.opponents)
        fair = 1.0 / (n + 1)
        edge = (share - fair) / (1.0 - fair)
        aggressive = read.aggressive_offers()
        raise_line = t.bet + t.per_raise * read.raises_this_round
        if aggressive and edge >= raise_line:
            return (aggressive[-1] if edge >= t.big_bet else aggressive[0]), "", edge
        for kind, word in ((ActionKind.CHECK, "checked"), (ActionKind.BRING_IN, "brought it in")):
            passive = read.offer(kind)
            if passive is not None:
                return passive, word, edge
        future = t.implied * read.bet * read.streets_left if read.streets_left > 0 else 0.0
        need = read.to_call / (read.pot + read.to_call + future)
        call = read.offer(ActionKind.CALL)
        if call is not None and share >= need:
            return call, "called", edge
        fold = read.offer(ActionKind.FOLD)
        assert fold is not None
        return fold, "folded", edge

    def _words(self, read: TableRead, share: float, action: LegalAction, word: str, edge: float) -> str:
        """The reason for what `_pick` chose (its action, word and edge)."""
        facts = reasons.against_random_holdings(share, len(read.opponents))
        if not word:
            verb = {
                ActionKind.BET: "bet",
                ActionKind.RAISE: "raised",
                ActionKind.COMPLETE: "completed",
            }[action.kind]
            return reasons.with_edge(reasons.acted(verb, facts), edge)
        if action.kind in (ActionKind.CHECK, ActionKind.BRING_IN):
            return reasons.acted(word, facts)
        price = read.to_call / (read.pot + read.to_call)
        return reasons.call_costs(reasons.acted(word, facts), price)


def random_holdings_equity(read: TableRead, samples: int, rng: random.Random) -> Equity:
    """The viewer's equity with a random holding for every live opponent and every seen card dead."""
    return random_holdings_deals(read, samples, rng).equity()


def random_holdings_deals(read: TableRead, samples: int, rng: random.Random) -> Deals:
    """The showdowns of `random_holdings_equity`'s problem (one draw from `rng`)."""
    final = read.variant.cards_per_player
    community = (read.community,) if read.community is not None else ()
    mine = read.my_cards + community
    hero = Holding(mine, final - len(mine))
    opponents = [
        Holding(o.up_cards + community, final - len(o.up_cards) - len(community)) for o in read.opponents
    ]
    generator = np.random.default_rng(rng.getrandbits(63))
    return deal_out(read.variant, hero, opponents, read.dead, samples=samples, rng=generator)
