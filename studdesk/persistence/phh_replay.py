"""Replaying a PHH hand history through the engine.

The deck is stacked from the file's `d dh` / `d db` actions in the engine's
dealing order (R2.2). Unknown cards (`??`, e.g. hands folded in a real history)
are taken from a card shown later (`sm`); unknown up cards left are chosen so
that every recorded action stays legal (docs/rules.md §9, `phh_cards`); the
unknown cards of players still in at the showdown (mucked hands) are chosen so
that the recorded awards stay (`phh_showdown`); the rest come from cards that
appear nowhere in the file. Every player action must
then be legal in the engine at that point; the first one that is not stops the
replay with a `PhhError` that names the action and the rule it breaks.
"""

from __future__ import annotations

from functools import partial

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import Deck
from studdesk.engine.errors import ConfigurationError, IllegalActionError
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.persistence.phh_cards import (
    DealtCards,
    choose_unknown_up_cards,
    dealt_cards,
    stacked_deck,
    unknown_up_slots,
)
from studdesk.persistence.phh_read import PhhAction, PhhError, PhhHistory, Verb
from studdesk.persistence.phh_showdown import fill_showdown_unknowns, showdown_unknowns
from studdesk.wording import Words
from studdesk.wording import hand_files as words
from studdesk.wording.panel import offer_label
from studdesk.wording.problems import engine_refusal

_KINDS: dict[Verb, frozenset[ActionKind]] = {
    Verb.FOLD: frozenset({ActionKind.FOLD}),
    Verb.CHECK_CALL: frozenset({ActionKind.CHECK, ActionKind.CALL}),
    Verb.BRING_IN: frozenset({ActionKind.BRING_IN}),
    Verb.COMPLETE_BET_RAISE: frozenset({ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE}),
}


def replay(phh: PhhHistory, *, check_finish: bool = True) -> Hand:
    """Play the history through the engine; returns the finished hand.

    Raises `PhhError` if an action is illegal (whatever cards the unknown ones
    are), the cards disagree with the engine's deal, the history stops before the
    hand is over, or (with `check_finish`) the engine's final stacks differ from
    `finishing_stacks`.
    """
    dealt = dealt_cards(phh)
    if unknown_up_slots(phh.variant, dealt):
        dealt = choose_unknown_up_cards(phh, dealt, play_until)
    hand, _ = play_until(phh, dealt, None)
    if showdown_unknowns(dealt, hand):
        dealt, hand = fill_showdown_unknowns(phh, dealt, hand, play_until)
    if not hand.is_over:
        who = None if hand.to_act is None else _label(hand, hand.to_act)
        raise PhhError(phh.place, lambda: words.ends_early(who or words.nobody()), field="actions")
    if check_finish and phh.finishing_stacks is not None:
        final = [p.stack for p in hand.order]
        if final != list(phh.finishing_stacks):
            engine, file = str(final), str(list(phh.finishing_stacks))
            raise PhhError(
                phh.place, partial(words.finishes_otherwise, engine, file), field="finishing_stacks"
            )
    return hand


def play_until(phh: PhhHistory, dealt: DealtCards, street: int | None) -> tuple[Hand, PhhAction | None]:
    """Play the history with `dealt` up to the first player action of `street` (None: to the end).

    Returns the hand and the player action it stopped before (None at the end).
    """
    hand = _new_hand(phh, stacked_deck(phh.variant, dealt))
    hand.start()
    return hand, _Replayer(phh, hand).run(street)


def final_stacks(hand: Hand) -> list[int]:
    """Final stacks in PHH order (p1..pN)."""
    return [p.stack for p in hand.order]


# ------------------------------------------------------------------- the hand


def _new_hand(phh: PhhHistory, deck: Deck) -> Hand:
    players = [
        PlayerSeat(seat, name, stack)
        for seat, name, stack in zip(phh.seats, phh.players, phh.starting_stacks, strict=True)
    ]
    try:
        hand = Hand(
            GameConfig(phh.variant, phh.structure, phh.rules),
            players,
            phh.button,
            deck,
            hand_number=phh.hand_number,
        )
    except ConfigurationError as exc:
        raise PhhError(phh.place, partial(engine_refusal, exc), field="starting_stacks") from exc
    engine_order = tuple(p.seat for p in hand.order)
    if engine_order != phh.seats:
        button, first, p1_seat = phh.button + 1, engine_order[0] + 1, phh.seats[0] + 1
        raise PhhError(phh.place, partial(words.seated_otherwise, button, first, p1_seat), field="seats")
    return hand


def _label(hand: Hand, seat: int) -> str:
    index = next(i for i, p in enumerate(hand.order) if p.seat == seat)
    return f"p{index + 1}"


# ------------------------------------------------------------------ the actions


class _Replayer:
    def __init__(self, phh: PhhHistory, hand: Hand) -> None:
        self.phh = phh
        self.hand = hand
        self.seat_of = [p.seat for p in hand.order]
        self.checked = [0] * phh.player_count
        self.board_checked = 0
        self.street = hand.street
        self.street_has_action = False

    def run(self, until_street: int | None = None) -> PhhAction | None:
        """Check the actions in order; stop before the first player action of `until_street`
        (or a later street, or once the hand is over) and return it."""
        for action in self.phh.actions:
            if action.verb is Verb.DEAL_HOLE:
                self._check_deal(action)
            elif action.verb is Verb.DEAL_BOARD:
                self._check_board(action)
            elif action.verb is Verb.SHOW_MUCK:
                self._check_show(action)
            elif action.verb is not Verb.NO_OP:
                if until_street is not None and (self.hand.is_over or self.hand.street >= until_street):
                    return action
                self._play(action)
        return None

    def _error(self, action: PhhAction, reason: Words, rule: str | None = None) -> PhhError:
        return PhhError(self.phh.place, reason, action=action, rule=rule)

    def _check_deal(self, action: PhhAction) -> None:
        assert action.player is not None
        state = self.hand.by_seat[self.seat_of[action.player]]
        start = self.checked[action.player]
        engine = state.cards[start : start + len(action.cards)]
        if len(engine) < len(action.cards):
            said = words.dealt_cards_folded if state.folded else words.dealt_cards_not_due
            player, count, who = action.label, len(state.cards), self._next()
            raise self._error(action, lambda: said(player, count, who or words.nobody()), "R2.3")
        for i, (mine, theirs) in enumerate(zip(action.cards, engine, strict=True)):
            if mine is not None and mine != theirs:
                raise self._error(action, partial(words.card_differs, start + i + 1, str(theirs), str(mine)))
        self.checked[action.player] += len(action.cards)

    def _check_board(self, action: PhhAction) -> None:
        community = self.hand.community
        if community is None or self.board_checked + len(action.cards) > 1:
            raise self._error(action, words.no_community_card, "R2.7")
        if action.cards[0] is not None and action.cards[0] != community:
            engine, file = str(community), str(action.cards[0])
            raise self._error(action, partial(words.community_differs, engine, file))
        self.board_checked += 1

    def _check_show(self, action: PhhAction) -> None:
        assert action.player is not None
        if self.hand.by_seat[self.seat_of[action.player]].folded:
            player = action.label
            raise self._error(action, partial(words.folded_cannot_show, player), "R4.1")

    def _next(self) -> str | None:
        """Who is to act next ("p2"), None for nobody."""
        to_act = self.hand.to_act
        return None if to_act is None else _label(self.hand, to_act)

    def _play(self, action: PhhAction) -> None:
        hand = self.hand
        assert action.player is not None
        if hand.street != self.street:
            self.street, self.street_has_action = hand.street, False
        seat = self.seat_of[action.player]
        if hand.is_over:
            raise self._error(action, words.hand_already_over)
        if hand.to_act != seat:
            rule = None
            if not self.street_has_action:
                rule = "R3.2" if hand.street == 0 else "R3.6"
            who, player = self._next(), action.label
            raise self._error(action, lambda: words.not_their_turn(who or words.nobody(), player), rule)
        offers = hand.legal_actions(seat)
        try:
            hand.apply(self._command(seat, action))
        except IllegalActionError as exc:
            player = action.label
            raise self._error(
                action, lambda: words.not_legal(player, [offer_label(o) for o in offers]), exc.rule
            ) from exc
        self.street_has_action = True

    def _command(self, seat: int, action: PhhAction) -> Act:
        kinds = _KINDS[action.verb]
        offers = self.hand.legal_actions(seat)
        for offer in offers:
            if offer.kind in kinds and (action.amount is None or offer.amount == action.amount):
                return Act.taking(seat, offer)
        # Not offered: send what the file means so that the engine says why it is illegal.
        if action.verb is Verb.COMPLETE_BET_RAISE:
            assert action.amount is not None
            aggressive = [o.kind for o in offers if o.kind in kinds]
            round_ = self.hand.round
            if aggressive:
                kind = aggressive[0]
            elif round_ is not None and round_.full_bets > 0:
                kind = ActionKind.RAISE
            elif round_ is not None and round_.call_level > 0:
                kind = ActionKind.COMPLETE
            else:
                kind = ActionKind.BET
            return Act(seat, kind, action.amount)
        if action.verb is Verb.BRING_IN:
            return Act(seat, ActionKind.BRING_IN, self.hand.structure.bring_in)
        if action.verb is Verb.FOLD:
            return Act(seat, ActionKind.FOLD)
        round_ = self.hand.round
        level = round_.call_level if round_ is not None else 0
        state = self.hand.by_seat[seat]
        return Act(
            seat,
            ActionKind.CALL if level > state.round_bet else ActionKind.CHECK,
            level if level > state.round_bet else 0,
        )
