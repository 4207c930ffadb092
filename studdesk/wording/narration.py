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
from studdesk.wording.hands import awarded_hand, card_text, cards_text, shown_hands
from studdesk.wording.table import chips_text, street_title
from studdesk.wording.variants import game_name

#: the actions that can be a big bet on an open-pair street (R3.7)
_BIG_KINDS = (ActionKind.BET, ActionKind.RAISE)


def _bare_action(event: ActionTaken) -> str:
    """What a seat plate shows after an action, before the "(big bet)" and "all-in" marks."""
    amount, paid = chips_text(event.amount), chips_text(event.paid)
    match event.kind:
        case ActionKind.FOLD:
            return translate("Log", "Folds")
        case ActionKind.CHECK:
            return translate("Log", "Checks")
        case ActionKind.CALL:
            return translate("Log", "Calls {chips}").format(chips=paid)
        case ActionKind.BRING_IN:
            return translate("Log", "Brings in for {chips}").format(chips=amount)
        case ActionKind.COMPLETE:
            return translate("Log", "Completes to {chips}").format(chips=amount)
        case ActionKind.BET:
            return translate("Log", "Bets {chips}").format(chips=amount)
        case ActionKind.RAISE:
            return translate("Log", "Raises to {chips}").format(chips=amount)


def _your_action(event: ActionTaken) -> str:
    amount, paid = chips_text(event.amount), chips_text(event.paid)
    match event.kind:
        case ActionKind.FOLD:
            return translate("Log", "You fold")
        case ActionKind.CHECK:
            return translate("Log", "You check")
        case ActionKind.CALL:
            return translate("Log", "You call {chips}").format(chips=paid)
        case ActionKind.BRING_IN:
            return translate("Log", "You bring in for {chips}").format(chips=amount)
        case ActionKind.COMPLETE:
            return translate("Log", "You complete to {chips}").format(chips=amount)
        case ActionKind.BET:
            return translate("Log", "You bet {chips}").format(chips=amount)
        case ActionKind.RAISE:
            return translate("Log", "You raise to {chips}").format(chips=amount)


def _their_action(event: ActionTaken, name: str) -> str:
    amount, paid = chips_text(event.amount), chips_text(event.paid)
    match event.kind:
        case ActionKind.FOLD:
            text = translate("Log", "{name} folds")
        case ActionKind.CHECK:
            text = translate("Log", "{name} checks")
        case ActionKind.CALL:
            text = translate("Log", "{name} calls {chips}")
        case ActionKind.BRING_IN:
            text = translate("Log", "{name} brings in for {chips}")
        case ActionKind.COMPLETE:
            text = translate("Log", "{name} completes to {chips}")
        case ActionKind.BET:
            text = translate("Log", "{name} bets {chips}")
        case ActionKind.RAISE:
            text = translate("Log", "{name} raises to {chips}")
    return text.format(name=name, chips=paid if event.kind is ActionKind.CALL else amount)


def _marks(event: ActionTaken) -> str:
    big = translate("Log", " (big bet)") if event.big and event.kind in _BIG_KINDS else ""
    return big + (translate("Log", " — all-in") if event.all_in else "")


def action_phrase(event: ActionTaken) -> str:
    """What a seat plate shows after an action: "Raises to 40", "Calls 20 — all-in"."""
    return _bare_action(event) + _marks(event)


def share_phrase(event: PotAwarded, side_pots: int = 0) -> str:
    """Which pot (or half of one) an award came from; `side_pots` says how many there were."""
    if event.pot == 0:
        pot = translate("Log", "the pot") if side_pots == 0 else translate("Log", "the main pot")
    elif side_pots == 1:
        pot = translate("Log", "the side pot")
    else:
        pot = translate("Log", "side pot {number}").format(number=event.pot)
    if event.share is PotShare.HIGH:
        return translate("Log", "the high half of {pot}").format(pot=pot)
    if event.share is PotShare.LOW:
        return translate("Log", "the low half of {pot}").format(pot=pot)
    return pot


class Narrator:
    """Turns a hand's events into log lines; remembers the players' names from `HandStarted`."""

    def __init__(self, viewer: int) -> None:
        self.viewer = viewer
        self.names: dict[int, str] = {}
        self.split = False
        self.variant_key = ""
        #: side pots of the hand so far (the awards name "the side pot" when there is one)
        self.side_pots = 0

    def who(self, seat: int) -> str:
        """The viewer is "You"; the others by name."""
        if seat == self.viewer:
            return translate("Log", "You")
        return self.names.get(seat) or translate("Log", "Seat {number}").format(number=seat + 1)

    def lines(self, group: tuple[Event, ...]) -> list[str]:
        """Log lines for a group of events shown together (a deal round is one line)."""
        if len(group) > 1 and isinstance(group[0], CardDealt):
            return self._deal_lines(group)
        if len(group) > 1 and isinstance(group[0], AntePosted):
            amounts = {e.amount for e in group if isinstance(e, AntePosted)}
            if len(amounts) == 1 and not any(isinstance(e, AntePosted) and e.all_in for e in group):
                return [translate("Log", "Everyone antes {chips}.").format(chips=chips_text(amounts.pop()))]
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
            out.append(translate("Log", "Your down card: {cards}.").format(cards=cards_text(mine)))
        elif mine:
            out.append(translate("Log", "Your down cards: {cards}.").format(cards=cards_text(mine)))
        if up:
            out.append(translate("Log", "Up cards: {cards}.").format(cards=", ".join(up)))
        return out

    def line(self, event: Event) -> str | None:
        """The log line for one event; None for events the log does not tell (a turn, a hidden card)."""
        match event:
            case HandStarted():
                self.names = {s.seat: s.name for s in event.seats}
                self.split = VARIANTS[event.variant_key].is_split
                self.variant_key = event.variant_key
                self.side_pots = 0
                return translate(
                    "Log",
                    "— Hand #{number}: {game}, ante {ante}, bring-in {bring_in}, {small}/{big}. "
                    "Dealer button: {button}.",
                ).format(
                    number=event.hand_number,
                    game=game_name(VARIANTS[event.variant_key]),
                    ante=chips_text(event.ante),
                    bring_in=chips_text(event.bring_in),
                    small=chips_text(event.small_bet),
                    big=chips_text(event.big_bet),
                    button=self.who(event.button),
                )
            case AntePosted(all_in=True):
                you = translate("Log", "You ante {chips} and are all-in.")
                return self._say(
                    event.seat,
                    you,
                    translate("Log", "{name} antes {chips} and is all-in."),
                    chips=chips_text(event.amount),
                )
            case AntePosted():
                you = translate("Log", "You ante {chips}.")
                return self._say(
                    event.seat, you, translate("Log", "{name} antes {chips}."), chips=chips_text(event.amount)
                )
            case StreetStarted():
                return translate("Log", "{street} (bets of {bet}).").format(
                    street=street_title(event.name), bet=chips_text(event.bet)
                )
            case CardDealt(card=Card() as card):
                return self._dealt(event.seat, card, event.face_up)
            case CardDealt():
                return None  # an opponent's down card: nothing to tell
            case CommunityCardDealt():
                return translate(
                    "Log",
                    "The deck is short: {card} is dealt face up in the middle as everyone's last card.",
                ).format(card=card_text(event.card))
            case ActionTaken():
                mine = event.seat == self.viewer
                said = _your_action(event) if mine else _their_action(event, self.who(event.seat))
                return said + _marks(event) + "."
            case BetsCollected():
                return self._pots(event)
            case UncalledBetReturned():
                you = translate("Log", "{chips} uncalled returned to you.")
                they = translate("Log", "{chips} uncalled returned to {name}.")
                return self._say(event.seat, you, they, chips=chips_text(event.amount))
            case ShowdownRevealed():
                high, low = shown_hands(self.variant_key, event.cards, event.high, event.low)
                hands = [h for h in (high, low) if h]
                described = "; ".join(hands) if hands else translate("Log", "no hand")
                if self.split and low is None:
                    described += translate("Log", "; no low")
                you = translate("Log", "You show {cards}: {hands}.")
                they = translate("Log", "{name} shows {cards}: {hands}.")
                return self._say(event.seat, you, they, cards=cards_text(event.cards), hands=described)
            case HandMucked():
                return self._say(event.seat, translate("Log", "You muck."), translate("Log", "{name} mucks."))
            case PotAwarded():
                named = awarded_hand(
                    self.variant_key, event.share is PotShare.LOW, event.winning_cards, event.hand
                )
                values = {
                    "chips": chips_text(event.amount),
                    "share": share_phrase(event, self.side_pots),
                    "hand": named,
                }
                if named:
                    you = translate("Log", "You win {chips} from {share} with {hand}.")
                    they = translate("Log", "{name} wins {chips} from {share} with {hand}.")
                else:
                    you = translate("Log", "You win {chips} from {share}.")
                    they = translate("Log", "{name} wins {chips} from {share}.")
                return self._say(event.seat, you, they, **values)
        return None  # ActionOn, HandEnded: the table shows them, the log does not

    def _dealt(self, seat: int, card: Card, face_up: bool) -> str:
        if face_up:
            you = translate("Log", "You are dealt {card} face up.")
            they = translate("Log", "{name} is dealt {card} face up.")
        else:
            you = translate("Log", "You are dealt {card} face down.")
            they = translate("Log", "{name} is dealt {card} face down.")
        return self._say(seat, you, they, card=card_text(card))

    def _pots(self, event: BetsCollected) -> str:
        total = chips_text(sum(p.amount for p in event.pots))
        self.side_pots = len(event.pots) - 1
        if self.side_pots == 1:
            return translate("Log", "Pot {total} (main pot {main}, side pot {side}).").format(
                total=total, main=chips_text(event.pots[0].amount), side=chips_text(event.pots[1].amount)
            )
        if self.side_pots > 1:
            sides = ", ".join(
                translate("Log", "side pot {number}: {chips}").format(number=i, chips=chips_text(p.amount))
                for i, p in enumerate(event.pots[1:], 1)
            )
            return translate("Log", "Pot {total} (main pot {main}, {sides}).").format(
                total=total, main=chips_text(event.pots[0].amount), sides=sides
            )
        return translate("Log", "Pot {total}.").format(total=total)

    def _say(self, seat: int, you: str, they: str, **values: object) -> str:
        """`you` (a template) when `seat` is the viewer's, else `they` with the seat's name."""
        template = you if seat == self.viewer else they
        return template.format(name=self.who(seat), **values)
