"""The replayer's cursor: batches that add up to the hand, what the hero knew at each step,
the reveal toggle, imported unknown cards, street and showdown jumps, equity per street."""

from __future__ import annotations

import dataclasses

import pytest
from engine.stacked import check_down, play, stacked_hand  # tests/ is on sys.path (pytest rootdir)
from persistence.handstore_hands import bot_record  # tests/ is on sys.path

from studdesk.engine.events import CardDealt, HandStarted, ShowdownRevealed, StreetStarted, censor
from studdesk.persistence.handstore_record import HandRecord, record_from_hand
from studdesk.play.replay import ReplayCursor
from studdesk.play.replay_equity import street_equities

VARIANTS = ("stud", "stud8", "razz", "five")


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_stepping_forward_adds_up_to_the_rebuilt_hand_at_every_step(variant: str, seed: int) -> None:
    cursor = ReplayCursor(bot_record(variant, seed))
    shown = list(cursor.rebuild(0).events)
    assert isinstance(shown[0], HandStarted)
    for step in range(1, cursor.steps + 1):
        batch = cursor.forward()
        assert batch is not None and cursor.step == step
        shown.extend(batch.events)
        assert tuple(shown) == ReplayCursor(cursor.record).rebuild(step).events
        assert batch.view.hand_number == cursor.record.hand_number
    assert cursor.forward() is None and cursor.at_end
    final = cursor.replay.final
    assert tuple(shown) == tuple(censor(e, 0) for e in final.events)  # the hand, as the hero saw it
    assert cursor.rebuild(cursor.steps).view.is_over


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_hero_sees_only_own_and_up_cards_until_the_reveal_toggle(variant: str) -> None:
    record = bot_record(variant, 5)
    hero = ReplayCursor(record)
    everything = ReplayCursor(record, reveal=True)
    deals = [e for e in hero.rebuild(hero.steps).events if isinstance(e, CardDealt)]
    revealed = [e for e in everything.rebuild(everything.steps).events if isinstance(e, CardDealt)]
    assert len(deals) == len(revealed)
    for seen, known in zip(deals, revealed, strict=True):
        assert known.card is not None  # the record of a played hand knows every card
        if seen.seat != 0 and not seen.face_up:
            assert seen.card is None  # a bot's down card: hidden from the hero
        else:
            assert seen.card == known.card
    assert hero.can_reveal


def test_a_hand_with_no_hero_shows_every_known_card_from_the_first_players_seat() -> None:
    record = bot_record("stud", 7, hero=None)
    cursor = ReplayCursor(record)
    assert not cursor.can_reveal and cursor.bottom == record.players[0].seat
    deals = [e for e in cursor.rebuild(cursor.steps).events if isinstance(e, CardDealt)]
    assert all(d.card is not None for d in deals)


def test_imported_unknown_cards_stay_hidden_even_revealed() -> None:
    record = bot_record("stud", 9)
    players = list(record.players)
    players[1] = dataclasses.replace(players[1], unknown=frozenset({0, 1}))  # an import's `??`
    imported = dataclasses.replace(record, players=tuple(players))
    cursor = ReplayCursor(imported, reveal=True)
    seat1 = [
        e
        for e in cursor.rebuild(cursor.steps).events
        if isinstance(e, CardDealt) and e.seat == players[1].seat
    ]
    assert [d.card is None for d in seat1[:3]] == [True, True, False]


def _hand_to_seventh() -> HandRecord:
    """Stud, three-handed, checked down to the river: seat 2's kings beat the others."""
    hand = stacked_hand(
        "stud",
        {0: "9s 8d 3h 4c 5d Jh 2s", 1: "2c 3c 2d 9h Th Jc 4s", 2: "Kd Kh Kc 7s 6c 5h 8c"},
        button=2,
    )
    hand.start()
    play(hand, "1 bring-in; 2 call; 0 call")
    check_down(hand)
    return record_from_hand(hand, hero_seat=0, bots={1: "rock", 2: "maniac"})


def test_street_jumps_go_to_each_streets_first_step_and_the_showdown() -> None:
    cursor = ReplayCursor(_hand_to_seventh())
    names = [s.name for s in cursor.streets]
    assert names == ["3rd street", "4th street", "5th street", "6th street", "7th street"]
    assert [s.first_step for s in cursor.streets] == [0, 3, 6, 9, 12]  # bring-in, call, call; checks
    assert cursor.next_street_step() == 3
    cursor.rebuild(4)
    assert cursor.street_at(4).name == "4th street"
    assert cursor.previous_street_step() == 3  # back to this street's start
    cursor.rebuild(3)
    assert cursor.previous_street_step() == 0  # at its start: the street before
    cursor.rebuild(13)
    assert cursor.next_street_step() == cursor.steps  # no street after the seventh: the end
    assert cursor.showdown_step() == cursor.steps and cursor.went_to_showdown
    batch = cursor.rebuild(cursor.showdown_step())
    assert any(isinstance(e, ShowdownRevealed) for e in batch.events)
    assert sum(isinstance(e, StreetStarted) for e in batch.events) == 5


def test_the_readout_names_the_heros_hand_at_each_step() -> None:
    cursor = ReplayCursor(_hand_to_seventh())
    assert cursor.rebuild(0).readout == ("Nine high",)  # 9s 8d 3h
    assert cursor.rebuild(cursor.steps).readout == ("Jack high",)


def test_equity_per_street_from_what_the_hero_saw_and_with_every_card() -> None:
    cursor = ReplayCursor(_hand_to_seventh())
    known = street_equities(ReplayCursor(cursor.record, reveal=True))
    assert [e.street.name for e in known] == [s.name for s in cursor.streets]
    for row in known:
        values = [v for v in row.equity.values() if v is not None]
        assert sum(values) == pytest.approx(1.0, abs=0.02)
    river = known[-1]
    assert river.exact and river.equity == {0: 0.0, 1: 0.0, 2: 1.0}  # every card out: the result
    assert known[0].equity[2] is not None and known[0].equity[2] > 0.6  # rolled-up kings on 3rd
    seen = street_equities(cursor)  # the hero does not know seat 2 holds two more kings
    assert seen[0].equity[2] is not None and seen[0].equity[2] < known[0].equity[2]
    assert street_equities(cursor) == seen  # seeded: the same figures every time
