"""docs/rules.md §2: antes, dealing order and patterns, hidden cards, no burns, the community card."""

from __future__ import annotations

import pytest

from studdesk.engine.cards import ALL_CARDS, card, cards
from studdesk.engine.events import (
    SPECTATOR,
    ActionOn,
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    HandMucked,
    PotAwarded,
    ShowdownRevealed,
    StreetStarted,
    censor,
)
from studdesk.engine.structure import HouseRules, Structure

from .stacked import check_down, of_type, play, stacked_hand

THREE = {
    0: "As Ad Ah 2c 3d 4h 7s",  # trip aces
    1: "Ks Kd 5c 9c 8d 6h 2s",  # kings
    2: "Qs Qd 3c Tc 7d 4s 2h",  # queens; the 3c door brings in
}


def test_r2_1_every_ante_is_posted_before_any_card() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    events = list(hand.start())
    antes = [i for i, e in enumerate(events) if isinstance(e, AntePosted)]
    first_card = next(i for i, e in enumerate(events) if isinstance(e, CardDealt))
    assert [e.seat for e in of_type(events, AntePosted)] == [0, 1, 2]
    assert max(antes) < first_card
    assert hand.final_stacks() == {0: 99, 1: 99, 2: 99}


def test_r2_1_short_stack_posts_what_it_has_and_is_all_in() -> None:
    hand = stacked_hand(
        "stud", THREE, button=2, stacks={0: 1, 1: 100, 2: 100}, structure=Structure(2, 2, 5, 10)
    )
    events = hand.start()
    assert of_type(events, AntePosted) == [
        AntePosted(0, 1, True),
        AntePosted(1, 2, False),
        AntePosted(2, 2, False),
    ]
    # the all-in seat is still dealt in and never asked to act
    assert len(hand.by_seat[0].cards) == 3
    events += tuple(check_down(hand))
    assert 0 not in {e.seat for e in of_type(events, ActionOn)}
    assert len(hand.by_seat[0].cards) == 7
    # trip aces win the 3-chip main pot; kings beat queens for the side pot (R4.6)
    awards = {(e.pot, e.seat): e.amount for e in of_type(events, PotAwarded)}
    assert awards == {(0, 0): 3, (1, 1): 6}
    assert hand.final_stacks() == {0: 3, 1: 102, 2: 96}


def test_r2_2_one_card_at_a_time_clockwise_from_the_dealers_left() -> None:
    hands = {1: "2c 3c 4c", 4: "2d 3d 4d", 6: "2h 3h 4h", 9: "2s 3s 5s"}
    hand = stacked_hand("stud", hands, button=4)
    dealt = of_type(hand.start(), CardDealt)
    assert [e.seat for e in dealt] == [6, 9, 1, 4] * 3
    assert [e.face_up for e in dealt] == [False] * 8 + [True] * 4
    assert [str(e.card) for e in dealt[:4]] == ["2h", "2s", "2c", "2d"]


def test_r2_3_seven_card_deal_two_down_four_up_one_down_five_rounds() -> None:
    for variant in ("stud", "stud8", "razz"):
        hand = stacked_hand(variant, THREE, button=2)
        events = list(hand.start()) + check_down(hand)
        assert [e.bet for e in of_type(events, StreetStarted)] == [5, 5, 10, 10, 10]
        for seat in THREE:
            state = hand.by_seat[seat]
            assert state.cards == list(cards(THREE[seat]))
            assert state.up == [False, False, True, True, True, True, False]
        streets = [e for e in events if isinstance(e, StreetStarted | CardDealt)]
        per_street = [0]
        for e in streets[1:]:
            if isinstance(e, StreetStarted):
                per_street.append(0)
            else:
                per_street[-1] += 1
        assert per_street == [9, 3, 3, 3, 3]


def test_r2_4_five_card_stud_one_down_then_four_up_four_rounds() -> None:
    hands = {0: "As Kd Qh Jc 9s", 1: "2c 7d 8h 3s 4d", 2: "Ks 5c 6d Th 2h"}
    hand = stacked_hand("five", hands, button=2)
    events = list(hand.start()) + check_down(hand)
    started = of_type(events, StreetStarted)
    assert [(e.name, e.bet) for e in started] == [
        ("2nd street", 5),
        ("3rd street", 5),
        ("4th street", 10),
        ("5th street", 10),
    ]
    for seat, text in hands.items():
        assert hand.by_seat[seat].cards == list(cards(text))
        assert hand.by_seat[seat].up == [False, True, True, True, True]
    # the lowest door card, 5c (seat 2), brought in on 2nd street
    assert of_type(events, ActionOn)[0].seat == 2


def test_r2_5_down_cards_are_seen_only_by_their_owner() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    hand.start()
    play(hand, "2 bring-in; 0 call; 1 call")
    for viewer in (0, 1, 2, SPECTATOR):
        view = hand.view(viewer)
        for seat_view in view.seats:
            own = seat_view.seat == viewer
            real = hand.by_seat[seat_view.seat].cards
            expected = tuple(c if (up or own) else None for c, up in zip(real, seat_view.up, strict=True))
            assert seat_view.cards == expected
            assert seat_view.up_cards == tuple(hand.by_seat[seat_view.seat].up_cards)
        for event in view.history:
            if isinstance(event, CardDealt) and not event.face_up:
                assert (event.card is not None) == (event.seat == viewer)
    with pytest.raises(KeyError, match="seat 7"):
        hand.view(0).seat(7)
    assert censor(CardDealt(1, card("Ks"), False), 0) == CardDealt(1, None, False)
    assert censor(CardDealt(1, card("Ks"), False), 1) == CardDealt(1, card("Ks"), False)
    assert censor(CardDealt(1, card("Ks"), True), 0) == CardDealt(1, card("Ks"), True)


def test_r2_6_no_burn_cards_every_card_comes_off_the_top() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    before = hand.deck.peek_order()
    events = list(hand.start()) + check_down(hand)
    dealt = [e.card for e in of_type(events, CardDealt)]
    assert tuple(dealt) == before[: len(dealt)]
    assert len(hand.deck) == 52 - len(dealt)


def _eight_player_holdings() -> dict[int, str]:
    """Six cards each (2 down, door, 4th-6th): 48 of 52, so the stub cannot give 8 more."""
    holdings = {
        0: "9c Tc Jc Qc 2d 3h",  # with a Kc community card: king-high straight flush
        5: "7h 8h Ks Kh Kd Qs",  # trip kings showing; quads with the Kc
    }
    used = {c for text in holdings.values() for c in cards(text)} | {card("Kc")}
    # the rest run suit by suit, so no other board shows a pair (distinct ranks in a window)
    rest = sorted((c for c in ALL_CARDS if c not in used), key=lambda c: (c.suit, c.rank))
    for i, seat in enumerate((1, 2, 3, 4, 6, 7)):
        holdings[seat] = " ".join(str(c) for c in rest[6 * i : 6 * i + 6])
    return holdings


def test_r2_7_community_card_when_the_stub_runs_out_with_eight_players() -> None:
    holdings = _eight_player_holdings()
    hand = stacked_hand("stud", holdings, button=7, community="Kc")
    events = list(hand.start()) + check_down(hand)
    seventh = next(i for i, e in enumerate(events) if isinstance(e, StreetStarted) and e.street == 4)
    after = events[seventh:]
    assert of_type(after, CommunityCardDealt) == [CommunityCardDealt(card("Kc"))]
    assert of_type(after, CardDealt) == []  # nobody gets an own 7th card
    assert hand.community == card("Kc")
    assert all(len(p.cards) == 6 for p in hand.order)
    # the 7th-street round is played, opened by the best hand showing (trip kings)
    assert of_type(after, ActionOn)[0].seat == 5
    # every player uses the community card as a seventh card: kings make quads, clubs a
    # straight flush that wins the whole pot
    shown = {e.seat: e.cards for e in of_type(after, ShowdownRevealed)}
    assert shown[5] == (*cards(holdings[5]), card("Kc"))
    assert shown[0] == (*cards(holdings[0]), card("Kc"))
    assert next(iter(shown)) == 5  # no bet on 7th: best showing shows first (R4.1)
    assert {e.seat for e in of_type(after, PotAwarded)} == {0}
    assert hand.final_stacks()[0] == 100 - 3 + 8 * 3  # ante + bring-in/call, won everything


def test_r2_7_no_community_card_when_the_stub_covers_everyone() -> None:
    holdings = _eight_player_holdings()
    holdings[3] = " ".join(holdings[3].split()[:3])  # seat 3 folds on 3rd street
    hand = stacked_hand("stud", holdings, button=7, filler="Kc")
    events = list(hand.start()) + check_down(hand, folds={3: 0})
    # 24 + 7 * 3 = 45 cards dealt, 7 left for 7 players: everyone gets a 7th card
    assert of_type(events, CommunityCardDealt) == []
    assert hand.community is None
    assert all(len(p.cards) == 7 for p in hand.order if not p.folded)


def test_r2_7_a_late_fold_does_not_save_the_stub() -> None:
    holdings = _eight_player_holdings()
    hand = stacked_hand("stud", holdings, button=7, community="Kc")
    events = list(hand.start()) + check_down(hand, until_street=3)
    # 6th street: trip kings bet, seat 6 folds, the rest call; 48 cards are out, 4 left for 7
    assert hand.to_act == 5
    events += play(hand, "5 bet 10; 6 fold; 7 call; 0 call; 1 call; 2 call; 3 call; 4 call")
    assert of_type(events, CommunityCardDealt) == [CommunityCardDealt(card("Kc"))]


def test_r2_7_community_card_without_betting_option() -> None:
    holdings = _eight_player_holdings()
    rules = HouseRules(community_card_betting=False)
    hand = stacked_hand("stud", holdings, button=7, community="Kc", rules=rules)
    events = list(hand.start()) + check_down(hand)
    seventh = next(i for i, e in enumerate(events) if isinstance(e, StreetStarted) and e.street == 4)
    after = events[seventh:]
    assert of_type(after, CommunityCardDealt) == [CommunityCardDealt(card("Kc"))]
    assert of_type(after, ActionOn) == []  # no betting after a community card
    assert [type(e) for e in after[2:4]] == [ShowdownRevealed, HandMucked]
    assert {e.seat for e in of_type(after, PotAwarded)} == {0}
