"""Writing played hands as PHH: layout, players in dealing order, showdowns, extras."""

from __future__ import annotations

import random
import tomllib

from persistence.unusual import UNUSUAL_RULES  # tests/ is on sys.path (pytest rootdir)
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import Deck, cards
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.phh import hand_to_phh, parse_phh

STRUCTURE = Structure(1, 2, 5, 10)


def new_hand(
    variant: str,
    stacks: dict[int, int],
    button: int,
    deck: Deck,
    rules: HouseRules | None = None,
    names: dict[int, str] | None = None,
) -> Hand:
    players = [PlayerSeat(s, (names or {}).get(s, f"P{s}"), n) for s, n in sorted(stacks.items())]
    hand = Hand(GameConfig(VARIANTS[variant], STRUCTURE, rules or HouseRules()), players, button, deck)
    hand.start()
    return hand


def take(hand: Hand, *kinds: ActionKind) -> None:
    """The seat to act takes the first offered action among `kinds`, for each kind given."""
    for kind in kinds:
        offer = next(o for o in hand.legal_actions() if o.kind is kind)
        assert hand.to_act is not None
        hand.apply(Act.taking(hand.to_act, offer))


def passive(hand: Hand) -> None:
    while not hand.is_over:
        kinds = {o.kind for o in hand.legal_actions()}
        take(hand, next(k for k in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN) if k in kinds))


def fields(text: str) -> dict[str, object]:
    return tomllib.loads(text)


def test_players_are_listed_in_dealing_order_from_the_buttons_left() -> None:
    hand = new_hand(
        "stud",
        {2: 50, 5: 60, 7: 70},
        button=5,
        deck=Deck(random.Random(3)),
        names={2: "Ann", 5: "Bo", 7: "Cy"},
    )
    passive(hand)
    data = fields(hand_to_phh(hand))
    assert data["players"] == ["Cy", "Ann", "Bo"]  # seat 7 is first clockwise after seat 5
    assert data["seats"] == [8, 3, 6]  # 1-based, as PHH counts seats
    assert data["_studdesk_button"] == 6
    assert data["starting_stacks"] == [70, 50, 60]
    assert data["finishing_stacks"] == [p.stack for p in hand.order]
    assert data["antes"] == [1, 1, 1]
    assert (data["bring_in"], data["small_bet"], data["big_bet"]) == (2, 5, 10)
    assert data["variant"] == "F7S" and data["ante_trimming_status"] is True


def test_all_in_hands_are_shown_before_the_remaining_cards_and_again_at_the_end() -> None:
    """R4.1: when nobody can bet any more, the hands are turned up, then the rest is dealt."""
    seat0, seat1 = cards("As Ks Qs Js 9h 8h 2d"), cards("7c 7d 2c 3h 4h 5c 6d")
    order = [c for pair in zip(seat0, seat1, strict=True) for c in pair]
    hand = new_hand("stud", {0: 4, 1: 100}, button=1, deck=Deck(order=order))
    take(hand, ActionKind.BRING_IN, ActionKind.COMPLETE, ActionKind.CALL)  # seat 0 all-in for 3
    assert hand.is_over
    assert fields(hand_to_phh(hand))["actions"] == [
        "d dh p1 AsKsQs",
        "d dh p2 7c7d2c",
        "p2 pb",
        "p1 cbr 3",
        "p2 cc",
        "p1 sm AsKsQs",
        "p2 sm 7c7d2c",
        "d dh p1 Js",
        "d dh p2 3h",
        "d dh p1 9h",
        "d dh p2 4h",
        "d dh p1 8h",
        "d dh p2 5c",
        "d dh p1 2d",
        "d dh p2 6d",
        "p1 sm AsKsQsJs9h8h2d",  # the 7th-street card came face down: shown again
        "p2 sm 7c7d2c3h4h5c6d",
    ]
    assert fields(hand_to_phh(hand))["finishing_stacks"] == [0, 104]


def test_community_card_is_dealt_to_the_board() -> None:
    """R2.7: eight players on 7th street, four cards left: one community card `d db`."""
    hand = new_hand("stud", dict.fromkeys(range(8), 200), button=0, deck=Deck(random.Random(8)))
    passive(hand)
    actions = fields(hand_to_phh(hand))["actions"]
    assert isinstance(actions, list)
    board = [a for a in actions if a.startswith("d db ")]
    assert board == [f"d db {hand.community}"]
    deals = [a for a in actions if a.startswith("d dh ")]
    assert len(deals) == 8 * 4  # 3rd to 6th street: no 7th-street cards to the players
    assert actions.index(board[0]) > actions.index(deals[-1])


def test_a_mucked_hand_is_a_bare_sm() -> None:
    seat0, seat1 = cards("As Ad 2c Ah 3d 4d 5d"), cards("Kc Kd 9h 8c 7c 6c Jh")
    order = [c for pair in zip(seat0, seat1, strict=True) for c in pair]
    hand = new_hand("stud", {0: 100, 1: 100}, button=1, deck=Deck(order=order))
    take(hand, ActionKind.BRING_IN, ActionKind.CALL)
    passive(hand)
    tail = fields(hand_to_phh(hand))["actions"]
    assert isinstance(tail, list)
    assert tail[-2:] == ["p1 sm AsAd2cAh3d4d5d", "p2 sm"]  # seat 1 cannot beat three aces


def test_five_card_stud_uses_the_f5s_extension() -> None:
    hand = new_hand("five", {0: 100, 1: 100, 2: 100}, button=0, deck=Deck(random.Random(5)))
    passive(hand)
    text = hand_to_phh(hand)
    assert fields(text)["variant"] == "F5S"
    assert parse_phh(text).variant is VARIANTS["five"]


def test_names_are_escaped() -> None:
    names = {0: 'Al "The Rock"', 1: "back\\slash", 2: "tab\tnew\nline"}
    hand = new_hand("razz", dict.fromkeys(range(3), 80), button=2, deck=Deck(random.Random(1)), names=names)
    passive(hand)
    assert parse_phh(hand_to_phh(hand)).players == (names[0], names[1], names[2])


def test_house_rules_are_kept() -> None:
    rules = UNUSUAL_RULES
    hand = new_hand("stud8", {1: 90, 4: 90}, button=4, deck=Deck(random.Random(2)), rules=rules)
    passive(hand)
    assert parse_phh(hand_to_phh(hand)).rules == rules


def test_an_unfinished_hand_has_no_finishing_stacks() -> None:
    hand = new_hand("stud", {0: 100, 1: 100, 2: 100}, button=2, deck=Deck(random.Random(4)))
    take(hand, ActionKind.BRING_IN)
    text = hand_to_phh(hand)
    assert "finishing_stacks" not in fields(text)
    actions = parse_phh(text).actions
    assert len(actions) == 4 and actions[-1].text.endswith(" pb")
