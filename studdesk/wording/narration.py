"""The dealer's log and the seat plates in words, from censored events only.

Only censored events reach the screens, so a hidden card can never be told:
a `CardDealt` with no card says only that a card was dealt face down. The
player is spoken to ("You call 20."), everyone else by name ("Ada calls 20.").

>>> from studdesk.engine.actions import ActionKind
>>> from studdesk.engine.events import ActionTaken
>>> action_phrase(ActionTaken(1, ActionKind.RAISE, 40, 35, False, 900))
'Raises to 40'
>>> Narrator(viewer=0).line(ActionTaken(0, ActionKind.CALL, 20, 20, False, 980))
'You call 20.'
"""

from __future__ import annotations

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    BetsCollected,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandMucked,
    HandStarted,
    PotAwarded,
    PotShare,
    ShowdownRevealed,
    StreetStarted,
    UncalledBetReturned,
)
from studdesk.engine.variants import VARIANTS
from studdesk.wording import translate
from studdesk.wording.hands import card_text, cards_text

_CONTEXT = "Log"
#: the actions that can be a big bet on an open-pair street (R3.7)
_BIG_KINDS = (ActionKind.BET, ActionKind.RAISE)


def _bare_action(event: ActionTaken) -> str:
    """What a seat plate shows after an action, before the "(big bet)" and "all-in" marks."""
    amount, paid = f"{event.amount:,}", f"{event.paid:,}"
    match event.kind:
        case ActionKind.FOLD:
            return translate(_CONTEXT, "Folds")
        case ActionKind.CHECK:
            return translate(_CONTEXT, "Checks")
        case ActionKind.CALL:
            return translate(_CONTEXT, "Calls {chips}").format(chips=paid)
        case ActionKind.BRING_IN:
            return translate(_CONTEXT, "Brings in for {chips}").format(chips=amount)
        case ActionKind.COMPLETE:
            return translate(_CONTEXT, "Completes to {chips}").format(chips=amount)
        case ActionKind.BET:
            return translate(_CONTEXT, "Bets {chips}").format(chips=amount)
        case ActionKind.RAISE:
            return translate(_CONTEXT, "Raises to {chips}").format(chips=amount)


def _your_action(event: ActionTaken) -> str:
    amount, paid = f"{event.amount:,}", f"{event.paid:,}"
    match event.kind:
        case ActionKind.FOLD:
            return translate(_CONTEXT, "You fold")
        case ActionKind.CHECK:
            return translate(_CONTEXT, "You check")
        case ActionKind.CALL:
            return translate(_CONTEXT, "You call {chips}").format(chips=paid)
        case ActionKind.BRING_IN:
            return translate(_CONTEXT, "You bring in for {chips}").format(chips=amount)
        case ActionKind.COMPLETE:
            return translate(_CONTEXT, "You complete to {chips}").format(chips=amount)
        case ActionKind.BET:
            return translate(_CONTEXT, "You bet {chips}").format(chips=amount)
        case ActionKind.RAISE:
            return translate(_CONTEXT, "You raise to {chips}").format(chips=amount)


def _their_action(event: ActionTaken, name: str) -> str:
    amount, paid = f"{event.amount:,}", f"{event.paid:,}"
    match event.kind:
        case ActionKind.FOLD:
            text = translate(_CONTEXT, "{name} folds")
        case ActionKind.CHECK:
            text = translate(_CONTEXT, "{name} checks")
        case ActionKind.CALL:
            text = translate(_CONTEXT, "{name} calls {chips}")
        case ActionKind.BRING_IN:
            text = translate(_CONTEXT, "{name} brings in for {chips}")
        case ActionKind.COMPLETE:
            text = translate(_CONTEXT, "{name} completes to {chips}")
        case ActionKind.BET:
            text = translate(_CONTEXT, "{name} bets {chips}")
        case ActionKind.RAISE:
            text = translate(_CONTEXT, "{name} raises to {chips}")
    return text.format(name=name, chips=paid if event.kind is ActionKind.CALL else amount)


def _marks(event: ActionTaken) -> str:
    big = translate(_CONTEXT, " (big bet)") if event.big and event.kind in _BIG_KINDS else ""
    return big + (translate(_CONTEXT, " — all-in") if event.all_in else "")


def action_phrase(event: ActionTaken) -> str:
    """What a seat plate shows after an action: "Raises to 40", "Calls 20 — all-in"."""
    return _bare_action(event) + _marks(event)


def share_phrase(event: PotAwarded) -> str:
    """Which pot (or half of one) an award came from."""
    if event.pot == 0:
        pot = translate(_CONTEXT, "the pot")
    else:
        pot = translate(_CONTEXT, "side pot {number}").format(number=event.pot)
    if event.share is PotShare.HIGH:
        return translate(_CONTEXT, "the high half of {pot}").format(pot=pot)
    if event.share is PotShare.LOW:
        return translate(_CONTEXT, "the low half of {pot}").format(pot=pot)
    return pot


class Narrator:
    """Turns a hand's events into log lines; remembers the players' names from `HandStarted`."""

    def __init__(self, viewer: int) -> None:
        self.viewer = viewer
        self.names: dict[int, str] = {}
        self.split = False

    def who(self, seat: int) -> str:
        """The viewer is "You"; the others by name."""
        if seat == self.viewer:
            return translate(_CONTEXT, "You")
        return self.names.get(seat) or translate(_CONTEXT, "Seat {number}").format(number=seat + 1)

    def lines(self, group: tuple[Event, ...]) -> list[str]:
        """Log lines for a group of events shown together (a deal round is one line)."""
        if len(group) > 1 and isinstance(group[0], CardDealt):
            return self._deal_lines(group)
        if len(group) > 1 and isinstance(group[0], AntePosted):
            amounts = {e.amount for e in group if isinstance(e, AntePosted)}
            if len(amounts) == 1 and not any(isinstance(e, AntePosted) and e.all_in for e in group):
                return [translate(_CONTEXT, "Everyone antes {chips}.").format(chips=amounts.pop())]
        return [line for event in group if (line := self.line(event)) is not None]

    def _deal_lines(self, group: tuple[Event, ...]) -> list[str]:
        mine = [
            e.card
            for e in group
            if isinstance(e, CardDealt) and e.seat == self.viewer and not e.face_up and e.card is not None
        ]
        up = [
            f"{self.who(e.seat)} {card_text(e.card)}"
            for e in group
            if isinstance(e, CardDealt) and e.face_up and e.card is not None
        ]
        out = []
        if len(mine) == 1:
            out.append(translate(_CONTEXT, "Your down card: {cards}.").format(cards=cards_text(mine)))
        elif mine:
            out.append(translate(_CONTEXT, "Your down cards: {cards}.").format(cards=cards_text(mine)))
        if up:
            out.append(translate(_CONTEXT, "Up cards: {cards}.").format(cards=", ".join(up)))
        return out

    def line(self, event: Event) -> str | None:
        """The log line for one event; None for events the log does not tell (a turn, a hidden card)."""
        match event:
            case HandStarted():
                self.names = {s.seat: s.name for s in event.seats}
                self.split = VARIANTS[event.variant_key].is_split
                return translate(
                    _CONTEXT,
                    "— Hand #{number}: {game}, ante {ante}, bring-in {bring_in}, {small}/{big}. "
                    "Dealer button: {button}.",
                ).format(
                    number=event.hand_number,
                    game=VARIANTS[event.variant_key].name,
                    ante=event.ante,
                    bring_in=event.bring_in,
                    small=event.small_bet,
                    big=event.big_bet,
                    button=self.who(event.button),
                )
            case AntePosted(all_in=True):
                you = translate(_CONTEXT, "You ante {chips} and are all-in.")
                return self._say(
                    event.seat,
                    you,
                    translate(_CONTEXT, "{name} antes {chips} and is all-in."),
                    chips=event.amount,
                )
            case AntePosted():
                you = translate(_CONTEXT, "You ante {chips}.")
                return self._say(
                    event.seat, you, translate(_CONTEXT, "{name} antes {chips}."), chips=event.amount
                )
            case StreetStarted():
                return translate(_CONTEXT, "{street} (bets of {bet}).").format(
                    street=event.name.capitalize(), bet=event.bet
                )
            case CardDealt(card=Card() as card):
                return self._dealt(event.seat, card, event.face_up)
            case CardDealt():
                return None  # an opponent's down card: nothing to tell
            case CommunityCardDealt():
                return translate(
                    _CONTEXT,
                    "The deck is short: {card} is dealt face up in the middle as everyone's last card.",
                ).format(card=card_text(event.card))
            case ActionTaken():
                mine = event.seat == self.viewer
                said = _your_action(event) if mine else _their_action(event, self.who(event.seat))
                return said + _marks(event) + "."
            case BetsCollected():
                return self._pots(event)
            case UncalledBetReturned():
                you = translate(_CONTEXT, "{chips} uncalled returned to you.")
                they = translate(_CONTEXT, "{chips} uncalled returned to {name}.")
                return self._say(event.seat, you, they, chips=event.amount)
            case ShowdownRevealed():
                hands = [h for h in (event.high, event.low) if h]
                described = "; ".join(hands) if hands else translate(_CONTEXT, "no hand")
                if self.split and event.low is None:
                    described += translate(_CONTEXT, "; no low")
                you = translate(_CONTEXT, "You show {cards}: {hands}.")
                they = translate(_CONTEXT, "{name} shows {cards}: {hands}.")
                return self._say(event.seat, you, they, cards=cards_text(event.cards), hands=described)
            case HandMucked():
                return self._say(
                    event.seat, translate(_CONTEXT, "You muck."), translate(_CONTEXT, "{name} mucks.")
                )
            case PotAwarded():
                values = {"chips": event.amount, "share": share_phrase(event), "hand": event.hand}
                if event.hand:
                    you = translate(_CONTEXT, "You win {chips} from {share} with {hand}.")
                    they = translate(_CONTEXT, "{name} wins {chips} from {share} with {hand}.")
                else:
                    you = translate(_CONTEXT, "You win {chips} from {share}.")
                    they = translate(_CONTEXT, "{name} wins {chips} from {share}.")
                return self._say(event.seat, you, they, **values)
        return None  # ActionOn, HandEnded: the table shows them, the log does not

    def _dealt(self, seat: int, card: Card, face_up: bool) -> str:
        if face_up:
            you = translate(_CONTEXT, "You are dealt {card} face up.")
            they = translate(_CONTEXT, "{name} is dealt {card} face up.")
        else:
            you = translate(_CONTEXT, "You are dealt {card} face down.")
            they = translate(_CONTEXT, "{name} is dealt {card} face down.")
        return self._say(seat, you, they, card=card_text(card))

    def _pots(self, event: BetsCollected) -> str:
        total = sum(p.amount for p in event.pots)
        if len(event.pots) > 1:
            sides = ", ".join(
                translate(_CONTEXT, "side pot {number} {chips}").format(number=i, chips=p.amount)
                for i, p in enumerate(event.pots[1:], 1)
            )
            return translate(_CONTEXT, "Pot {total} (main {main}, {sides}).").format(
                total=total, main=event.pots[0].amount, sides=sides
            )
        return translate(_CONTEXT, "Pot {total}.").format(total=total)

    def _say(self, seat: int, you: str, they: str, **values: object) -> str:
        """`you` (a template) when `seat` is the viewer's, else `they` with the seat's name."""
        template = you if seat == self.viewer else they
        return template.format(name=self.who(seat), **values)
