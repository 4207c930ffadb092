"""One animation builder per event type (DESIGN.md §3).

A builder first applies the event's logical effect to the scene (a card gets
its slot, a stack its new amount), then returns the animation that carries the
items there, plus what to tidy once it has ended. With the duration at 0 the
helpers in `anim` place everything at once and there is nothing to play.
Consecutive events of the types in `GROUPED` are built together: a deal round
is one parallel group of staggered lanes, split pots slide out side by side.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF

from studdesk.engine.actions import ActionKind
from studdesk.engine.events import (
    ActionOn,
    ActionTaken,
    AntePosted,
    BetsCollected,
    CardDealt,
    CommunityCardDealt,
    HandEnded,
    HandMucked,
    HandStarted,
    PotAwarded,
    PotShare,
    ShowdownRevealed,
    StreetStarted,
    UncalledBetReturned,
)
from studdesk.engine.variants import VARIANTS
from studdesk.ui.scene.anim import Anim, Built, fade, pause, sequence, slide, staggered, together, turn
from studdesk.ui.scene.items import ChipStack
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.timings import Beat, Timings
from studdesk.wording.hands import showdown_label, shown_hands
from studdesk.wording.narration import action_phrase
from studdesk.wording.table import (
    hand_banner,
    mucks,
    open_pair_banner,
    shows,
    street_banner,
    win_caption,
)
from studdesk.wording.variants import game_name

Builder = Callable[[TableScene, Sequence[Any], Timings], Built]


def _plate_centre(scene: TableScene, seat: int) -> QPointF:
    return scene.spot(seat).plate_rect.center()


def hand_started(scene: TableScene, events: Sequence[HandStarted], t: Timings) -> Built:
    event = events[0]
    scene.clear_hand()
    scene.variant = VARIANTS[event.variant_key]
    scene.small_bet, scene.big_bet = event.small_bet, event.big_bet
    scene.seat_players(event.seats)
    scene.info.set_text(hand_banner(event.hand_number, game_name(scene.variant)))
    target = scene.spot(event.button).button_pos
    if not scene.button.isVisible():
        scene.button.show()
        scene.button.setPos(target)
        scene.button.realign()
        return Built()
    # drawn again where it lands, on the device pixels as a paint there would be
    return Built(slide(scene.button, scene.button.pos(), target, t.ms(Beat.BUTTON)), [scene.button.realign])


def _flying_chips(
    scene: TableScene, amount: int, start: QPointF, end: QPointF, ms: int
) -> tuple[Anim, ChipStack]:
    stack = ChipStack(amount)  # under the plates (CHIPS_Z): a stack's digits stay readable
    scene.put(stack)
    return slide(stack, start, end, ms), stack


def antes(scene: TableScene, events: Sequence[AntePosted], t: Timings) -> Built:
    assert scene.layout is not None
    lanes: list[Anim] = []
    temporary: list[ChipStack] = []
    for event in events:
        plate = scene.plates[event.seat]
        plate.set_state(stack=plate.stack - event.amount)
        anim, stack = _flying_chips(
            scene, event.amount, _plate_centre(scene, event.seat), scene.layout.pot_pos, t.ms(Beat.CHIPS)
        )
        lanes.append(anim)
        temporary.append(stack)
    total = scene.pot_amount + sum(e.amount for e in events)

    def land() -> None:
        for stack in temporary:
            scene.removeItem(stack)
        scene.pot_amount = total
        scene.pot.set_amount(total)

    return Built(staggered(lanes, t.ms(Beat.DEAL_STAGGER) // 3), [land])


def street_started(scene: TableScene, events: Sequence[StreetStarted], t: Timings) -> Built:
    event = events[0]
    scene.street = event.street
    scene.street_name = event.name
    scene.info.set_text(street_banner(event.name, event.bet, big=event.bet != scene.small_bet))
    for plate in scene.plates.values():
        if not plate.folded and plate.action:
            plate.set_state(action="")
    if event.street > 0:
        scene.hide_bring_in()
    return Built(pause(t.ms(Beat.STREET)))


def cards_dealt(scene: TableScene, events: Sequence[CardDealt], t: Timings) -> Built:
    lanes: list[Anim] = []
    start = scene.shoe_point()
    for event in events:
        item, target = scene.new_card(event.seat, event.card, event.face_up)
        # up cards turn over as they land; the viewer's own down cards too (face up, marked hidden)
        shows = event.card is not None
        lanes.append(
            sequence(
                [
                    slide(item, start, target, t.ms(Beat.DEAL_CARD)),
                    turn(item, 0.0, 1.0, t.ms(Beat.FLIP)) if shows else None,
                ]
            )
        )
    return Built(staggered(lanes, t.ms(Beat.DEAL_STAGGER)))


def community_card(scene: TableScene, events: Sequence[CommunityCardDealt], t: Timings) -> Built:
    item, target = scene.new_community_card(events[0].card)
    return Built(
        sequence(
            [
                slide(item, scene.shoe_point(), target, t.ms(Beat.DEAL_CARD)),
                turn(item, 0.0, 1.0, t.ms(Beat.FLIP)),
            ]
        )
    )


def action_on(scene: TableScene, events: Sequence[ActionOn], t: Timings) -> Built:
    del t
    event = events[0]
    scene.set_active(event.seat)
    if scene.street == 0 and not scene.bring_in.isVisible() and not _anyone_acted(scene):
        scene.show_bring_in(event.seat)
    if event.open_pair:
        scene.info.set_text(open_pair_banner(scene.street_name, scene.small_bet, scene.big_bet))
    return Built()


def _anyone_acted(scene: TableScene) -> bool:
    return any(plate.action for plate in scene.plates.values())


def _to_muck(scene: TableScene, seat: int, t: Timings) -> Built:
    assert scene.layout is not None
    items = list(scene.cards.get(seat, []))
    ms = t.ms(Beat.FOLD)
    lanes = [
        together([slide(item, item.pos(), scene.layout.muck_pos, ms), fade(item, 1.0, 0.0, ms)])
        for item in items
    ]

    def hide() -> None:
        for item in items:
            item.hide()

    return Built(staggered(lanes, ms // 8), [hide])


def action_taken(scene: TableScene, events: Sequence[ActionTaken], t: Timings) -> Built:
    event = events[0]
    plate = scene.plates[event.seat]
    plate.set_state(action=action_phrase(event), stack=event.stack, thinking=False, active=False)
    if event.kind is ActionKind.FOLD:
        plate.set_state(folded=True)
        if scene.bring_in_seat == event.seat:  # the badge goes with the player's cards
            scene.hide_bring_in()
        return _to_muck(scene, event.seat, t)
    if event.paid <= 0:
        return Built()
    bet = scene.bets[event.seat]
    bet.set_amount(event.amount)
    home = scene.spot(event.seat).bet_pos
    return Built(slide(bet, _plate_centre(scene, event.seat), home, t.ms(Beat.CHIPS)))


def bets_collected(scene: TableScene, events: Sequence[BetsCollected], t: Timings) -> Built:
    assert scene.layout is not None
    event = events[0]
    moving = [(seat, stack) for seat, stack in scene.bets.items() if stack.amount > 0]
    ms = t.ms(Beat.COLLECT)
    anim = together(slide(stack, stack.pos(), scene.layout.pot_pos, ms) for _, stack in moving)

    def land() -> None:
        for seat, stack in moving:
            stack.set_amount(0)
            stack.setPos(scene.spot(seat).bet_pos)
        scene.set_pots(event.pots)

    return Built(anim, [land])


def uncalled(scene: TableScene, events: Sequence[UncalledBetReturned], t: Timings) -> Built:
    event = events[0]
    bet = scene.bets[event.seat]
    bet.set_amount(max(0, bet.amount - event.amount))
    plate = scene.plates[event.seat]
    plate.set_state(stack=plate.stack + event.amount)
    anim, stack = _flying_chips(
        scene,
        event.amount,
        scene.spot(event.seat).bet_pos,
        _plate_centre(scene, event.seat),
        t.ms(Beat.CHIPS),
    )
    return Built(anim, [lambda: scene.removeItem(stack)])


def showdown(scene: TableScene, events: Sequence[ShowdownRevealed], t: Timings) -> Built:
    event = events[0]
    flips: list[Anim] = []
    row = scene.cards.get(event.seat, [])
    for item, card in zip(row, event.cards, strict=False):
        if item.card is None:
            item.reveal(card)
        if item.hidden_from_others:
            item.hidden_from_others = False
            item.update()
        if not item.face_showing:
            flips.append(turn(item, 0.0, 1.0, t.ms(Beat.FLIP)))
    # the down cards were stacked tight as backs: spread the row so every revealed index reads
    for index, item in enumerate(row):
        target = scene.card_target(event.seat, index)
        if item.pos() != target:
            flips.append(slide(item, item.pos(), target, t.ms(Beat.FLIP)))
    high, low = shown_hands(scene.variant.key, event.cards, event.high, event.low)
    scene.hand_labels[event.seat].set_text(showdown_label(high, low, scene.variant.is_split))
    scene.plates[event.seat].set_state(action=shows())
    return Built(sequence([together(flips), pause(t.ms(Beat.REVEAL))]))


def mucked(scene: TableScene, events: Sequence[HandMucked], t: Timings) -> Built:
    seat = events[0].seat
    scene.plates[seat].set_state(action=mucks())
    return _to_muck(scene, seat, t)


def pots_awarded(scene: TableScene, events: Sequence[PotAwarded], t: Timings) -> Built:
    assert scene.layout is not None
    lanes: list[Anim] = []
    temporary: list[ChipStack] = []
    won: dict[int, list[tuple[int, int, PotShare]]] = {}
    for event in events:
        anim, stack = _flying_chips(
            scene, event.amount, scene.layout.pot_pos, _plate_centre(scene, event.seat), t.ms(Beat.AWARD)
        )
        lanes.append(anim)
        temporary.append(stack)
        plate = scene.plates[event.seat]
        plate.set_state(stack=plate.stack + event.amount)
        won.setdefault(event.seat, []).append((event.pot, event.amount, event.share))
        if event.winning_cards:
            items = scene.cards.get(event.seat, []) + ([scene.community] if scene.community else [])
            for item in items:
                if item.card in event.winning_cards:
                    item.set_highlight(True)
    for seat, parts in won.items():
        scene.plates[seat].set_state(action=win_caption(parts))
    scene.pot_amount = max(0, scene.pot_amount - sum(e.amount for e in events))
    scene.pot.set_amount(scene.pot_amount)
    scene.side_pots.set_text("")

    def land() -> None:
        for stack in temporary:
            scene.removeItem(stack)

    return Built(together(lanes), [land])


def hand_ended(scene: TableScene, events: Sequence[HandEnded], t: Timings) -> Built:
    for seat, stack in events[0].stacks:
        scene.plates[seat].set_state(stack=stack, active=False, out=stack == 0)
    # dim the cards that did not win, so the winning five stand out
    if any(item.highlighted for row in scene.cards.values() for item in row):
        for row in scene.cards.values():
            for item in row:
                item.set_dimmed(not item.highlighted)
    scene.set_active(None)
    return Built(pause(t.ms(Beat.HAND_END)))


BUILDERS: dict[type, Builder] = {
    HandStarted: hand_started,
    AntePosted: antes,
    StreetStarted: street_started,
    CardDealt: cards_dealt,
    CommunityCardDealt: community_card,
    ActionOn: action_on,
    ActionTaken: action_taken,
    BetsCollected: bets_collected,
    UncalledBetReturned: uncalled,
    ShowdownRevealed: showdown,
    HandMucked: mucked,
    PotAwarded: pots_awarded,
    HandEnded: hand_ended,
}

#: event types whose consecutive runs are animated as one group
GROUPED: tuple[type, ...] = (AntePosted, CardDealt, PotAwarded)


def think(scene: TableScene, seat: int, t: Timings) -> Built:
    """A bot's thinking pause: its plate says so until the pause ends (or is skipped)."""
    plate = scene.plates.get(seat)
    if plate is None or t.think_ms() == 0:
        return Built()
    plate.set_state(thinking=True, active=True)
    return Built(pause(t.think_ms()), [lambda: plate.set_state(thinking=False)])
