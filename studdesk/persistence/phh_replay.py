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
        who = "nobody" if hand.to_act is None else _label(hand, hand.to_act)
        raise PhhError(
            phh.source, f"the actions end before the hand is over; next to act: {who}", field="actions"
        )
    if check_finish and phh.finishing_stacks is not None:
        final = [p.stack for p in hand.order]
        if final != list(phh.finishing_stacks):
            raise PhhError(
                phh.source,
                f"the engine finishes with {final}, the file says {list(phh.finishing_stacks)}",
                field="finishing_stacks",
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
        raise PhhError(phh.source, str(exc), field="starting_stacks") from exc
    engine_order = tuple(p.seat for p in hand.order)
    if engine_order != phh.seats:
        raise PhhError(
            phh.source,
            f"with the button at seat {phh.button + 1}, dealing starts at seat "
            f"{engine_order[0] + 1} (R1.3), but p1 sits at seat {phh.seats[0] + 1}; "
            "list the players clockwise from the button's left",
            field="seats",
        )
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

    def _error(self, action: PhhAction, message: str, rule: str | None = None) -> PhhError:
        text = message if rule is None or f"({rule})" in message else f"{message} ({rule})"
        return PhhError(self.phh.source, text, action=action, rule=rule)

    def _check_deal(self, action: PhhAction) -> None:
        assert action.player is not None
        state = self.hand.by_seat[self.seat_of[action.player]]
        start = self.checked[action.player]
        engine = state.cards[start : start + len(action.cards)]
        if len(engine) < len(action.cards):
            why = "has folded" if state.folded else "is not due these cards yet"
            raise self._error(
                action,
                f"the engine has dealt {action.label} {len(state.cards)} cards and {why} "
                f"(next to act: {self._next()})",
                "R2.3",
            )
        for i, (mine, theirs) in enumerate(zip(action.cards, engine, strict=True)):
            if mine is not None and mine != theirs:
                raise self._error(action, f"card {start + i + 1} should be {theirs}, not {mine}")
        self.checked[action.player] += len(action.cards)

    def _check_board(self, action: PhhAction) -> None:
        community = self.hand.community
        if community is None or self.board_checked + len(action.cards) > 1:
            raise self._error(
                action,
                "no community card is dealt here: one is dealt only when the deck cannot give "
                "every player a 7th-street card",
                "R2.7",
            )
        if action.cards[0] is not None and action.cards[0] != community:
            raise self._error(action, f"the community card is {community}, not {action.cards[0]}")
        self.board_checked += 1

    def _check_show(self, action: PhhAction) -> None:
        assert action.player is not None
        if self.hand.by_seat[self.seat_of[action.player]].folded:
            raise self._error(action, f"{action.label} has folded and has no hand to show", "R4.1")

    def _next(self) -> str:
        to_act = self.hand.to_act
        return "nobody" if to_act is None else _label(self.hand, to_act)

    def _play(self, action: PhhAction) -> None:
        hand = self.hand
        assert action.player is not None
        if hand.street != self.street:
            self.street, self.street_has_action = hand.street, False
        seat = self.seat_of[action.player]
        if hand.is_over:
            raise self._error(action, "the hand is already over")
        if hand.to_act != seat:
            rule = None
            if not self.street_has_action:
                rule = "R3.2" if hand.street == 0 else "R3.6"
            raise self._error(action, f"it is {self._next()}'s turn, not {action.label}'s", rule)
        offers = hand.legal_actions(seat)
        try:
            hand.apply(self._command(seat, action))
        except IllegalActionError as exc:
            options = ", ".join(o.label for o in offers)
            raise self._error(action, f"not legal here; {action.label} may: {options}", exc.rule) from exc
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
