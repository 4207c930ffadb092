"""The coach: the practice aids worked out for the player's view, one command at a time.

The desktop app runs it in a thread of its own (`app.coach_worker`), so the
equity simulations and the advisor never hold up the table or the engine
thread; tests drive it directly. It keeps one advisor per game (the Hard bot,
which learns the opponents from each finished hand) and the decisions of the
hand in play for the review. The advice shown as the hint and the advice the
review compares with are the same, and so are the live odds of the odds panel
and the review's: each comes from one cache keyed by the moment of the hand (a
second simulation of the same moment was a third of the review's work).
"""

from __future__ import annotations

from typing import Any, assert_never

from studdesk.analysis import describe
from studdesk.analysis.advice import Advice, Advisor, ReviewBuilder
from studdesk.analysis.boards import read_board
from studdesk.analysis.odds import LiveOdds, live_odds, pot_odds, warm_up_live_odds
from studdesk.analysis.outs import hero_draws
from studdesk.analysis.seen import SeenCards, seen_cards
from studdesk.engine.actions import Act
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import SPECTATOR, PlayerView
from studdesk.play.aids import (
    AidsWanted,
    BoardText,
    CoachCommand,
    CoachReply,
    HandOver,
    HandReviewed,
    HeroActed,
    Look,
    NewCoach,
    TableAids,
)
from studdesk.wording import odds as odds_words

#: moments of advice and of live odds kept (a hand has at most a few dozen of the player's turns)
ADVICE_CACHE = 64


def _moment(view: PlayerView) -> tuple[int, int]:
    return view.hand_number, len(view.history)


def _make_room(cache: dict[tuple[int, int], Any]) -> None:
    """Forget the oldest moment of a full cache."""
    if len(cache) >= ADVICE_CACHE:
        cache.pop(next(iter(cache)))


class Coach:
    """The aids for one player at one game."""

    def __init__(self, seed: int = 0) -> None:
        self.reset(seed)

    def reset(self, seed: int) -> None:
        """A new game: a new advisor (it knows none of the new opponents), no hand in progress."""
        self._seed = seed
        self._advisor = Advisor(seed)
        self._advice: dict[tuple[int, int], Advice | None] = {}
        #: the live odds by moment: the odds panel and the review share one simulation of each
        self._odds: dict[tuple[int, int], LiveOdds | None] = {}
        self._review: ReviewBuilder | None = None
        self._review_hand = -1

    def warm_up(self, variant_key: str) -> None:
        """Do the first look's one-off work for a game of `variant_key` now, before play."""
        warm_up_live_odds(variant_key)

    def handle(self, command: CoachCommand) -> CoachReply | None:
        match command:
            case Look(token, view, wanted):
                return self.look(token, view, wanted)
            case HeroActed(view, act):
                self.hero_acted(view, act)
                return None
            case HandOver(view, review, game):
                return self.hand_over(view, review, game)
            case NewCoach(seed):
                self.reset(seed)
                return None
            case _:
                assert_never(command)

    # ------------------------------------------------------------------ looking at the table

    def look(self, token: int, view: PlayerView, wanted: AidsWanted) -> TableAids:
        """What every aid that is on says about `view`."""
        seen = seen_cards(view)
        playing = view.viewer != SPECTATOR and any(s.seat == view.viewer for s in view.seats)
        in_hand = playing and not view.me.folded
        equity: tuple[str, ...] = ()
        outs: tuple[str, ...] = ()
        price, hint = "", ""
        if wanted.odds:
            equity = self._equity(view, seen, in_hand)
            if in_hand and not view.is_over:
                odds = pot_odds(view)
                price = describe.pot_odds_text(odds) if odds is not None else odds_words.nothing_to_call()
                draws = hero_draws(view, seen)
                outs = tuple(describe.draw_text(d) for d in draws) or (odds_words.no_draws(),)
        if wanted.hint and in_hand and view.to_act == view.viewer and not view.is_over:
            advice = self.advice(view)
            hint = describe.advice_text(advice) if advice is not None else ""
        return TableAids(
            token=token,
            hand_number=view.hand_number,
            equity=equity,
            pot_odds=price,
            outs=outs,
            hint=hint,
            rules=self._rules(view) if wanted.rules and playing else (),
            dead_cards=self._dead_cards(seen) if wanted.dead_cards and playing else (),
            boards=self._boards(view, seen) if wanted.boards and playing else (),
        )

    def _equity(self, view: PlayerView, seen: SeenCards, in_hand: bool) -> tuple[str, ...]:
        if not in_hand:
            return (odds_words.not_in_hand(),)
        if view.is_over:
            return (odds_words.hand_is_over(),)
        odds = self.live_odds(view, seen)
        if odds is None:
            return (odds_words.nobody_left(),)
        return tuple(describe.live_odds_lines(odds))

    def _rules(self, view: PlayerView) -> tuple[str, ...]:
        # the rule helpers are off by default: their logic loads with the first look that wants them
        from studdesk.analysis.rulehelp import bring_in_reason, low_chances, open_pair_rule, opener_reason

        lines: list[str] = []
        if view.street >= 1:
            opener = opener_reason(view)
            if opener is not None:
                lines.append(describe.opener_text(opener, view))
        elif view.street == 0:
            bring_in = bring_in_reason(view)
            if bring_in is not None:
                lines.append(describe.bring_in_text(bring_in, view))
        rule = open_pair_rule(view)
        if rule.applies and rule.street is not None and view.street <= rule.street:  # moot after its street
            lines.append(describe.open_pair_text(rule, view))
        lines.extend(describe.low_chance_text(c, view) for c in low_chances(view))
        return tuple(lines)

    @staticmethod
    def _dead_cards(seen: SeenCards) -> tuple[str, ...]:
        return (describe.seen_summary(seen), *describe.seen_by_suit_lines(seen))

    @staticmethod
    def _boards(view: PlayerView, seen: SeenCards) -> tuple[BoardText, ...]:
        variant = VARIANTS[view.variant_key]
        return tuple(
            BoardText(s.seat, tuple(describe.board_lines(read_board(view, s.seat, seen), variant)))
            for s in view.seats
            if s.seat != view.viewer
        )

    # ------------------------------------------------------------------ the advisor and the review

    def live_odds(self, view: PlayerView, seen: SeenCards | None = None) -> LiveOdds | None:
        """The hero's live odds at `view` (the same every time they are asked at that moment)."""
        moment = _moment(view)
        if moment not in self._odds:
            _make_room(self._odds)
            seed = self._seed * 7_919 + view.hand_number * 131 + len(view.history)
            self._odds[moment] = live_odds(view, seed=seed, seen=seen)
        return self._odds[moment]

    def advice(self, view: PlayerView) -> Advice | None:
        """The advisor's advice at `view` (the same every time it is asked at that moment)."""
        moment = _moment(view)
        if moment not in self._advice:
            _make_room(self._advice)
            self._advice[moment] = self._advisor.advise(view)
        return self._advice[moment]

    def hero_acted(self, view: PlayerView, act: Act) -> None:
        """Record one of the player's decisions (`view` before it) for the hand's review."""
        if act.seat != view.viewer:
            return
        advice = self.advice(view)
        if advice is None:
            return  # not the player's turn at that view: nothing to compare
        if self._review is None or self._review_hand != view.hand_number:
            self._review = ReviewBuilder(self._advisor, self._seed)
            self._review_hand = view.hand_number
        try:
            self._review.record(view, act, advice, self.live_odds(view))
        except ValueError:
            return  # an action that was not on offer (the engine refused it too)

    def hand_over(self, view: PlayerView, review: bool, game: int = 0) -> HandReviewed | None:
        """The hand ended: the advisor learns from it; the review, if any decision was made."""
        self._advisor.hand_over(view)
        self._advice.clear()
        self._odds.clear()
        builder, self._review = self._review, None
        if not review or builder is None or self._review_hand != view.hand_number:
            return None
        try:
            built = builder.build()
        except ValueError:  # every decision of the hand was refused (none to review)
            return None
        lines = tuple(describe.review_lines(built))
        return HandReviewed(view.hand_number, lines, len(built.differences), built.to_json(), game)
