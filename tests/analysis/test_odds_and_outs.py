"""Live odds, pot odds, outs, seen cards and opponent boards on constructed situations:
one test per figure, each with the answer counted by hand."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from engine.stacked import play, stacked_hand

from studdesk.analysis import describe as wording
from studdesk.analysis.boards import read_board, read_boards
from studdesk.analysis.calculator import calculate, make_query
from studdesk.analysis.odds import PotOdds, live_odds, pot_odds
from studdesk.analysis.outs import DrawKind, find_draws, hero_draws
from studdesk.analysis.seen import Place, seen_cards
from studdesk.engine.cards import Rank, Suit, card, cards
from studdesk.engine.variants import VARIANTS
from studdesk.wording import odds as odds_words

from .situations import fifth_street_flush_draw

STUD, STUD8, RAZZ = VARIANTS["stud"], VARIANTS["stud8"], VARIANTS["razz"]


# ----------------------------------------------------------------------------- pot odds


def test_pot_odds_of_the_issue_example() -> None:
    odds = PotOdds(to_call=40, to_win=210, all_in=False)
    assert odds.ratio == pytest.approx(5.25)
    assert odds.needed == pytest.approx(40 / 250)
    assert wording.pot_odds_text(odds) == "call 40 to win 210: 5.3 to 1, you need 16 %"


def test_pot_odds_facing_a_bet_on_fifth_street() -> None:
    # antes 4, bring-in 2 completed to 5 and called by the hero (10), the bring-in folded (2): 16;
    # seat 2 bets 10 on 5th street: the pot is 26 and the hero must put in 10.
    odds = pot_odds(fifth_street_flush_draw().view(0))
    assert odds == PotOdds(to_call=10, to_win=26, all_in=False)
    assert wording.pot_odds_text(odds) == "call 10 to win 26: 2.6 to 1, you need 28 %"


def test_pot_odds_all_in_for_less_win_only_what_the_hero_matches() -> None:
    hand = stacked_hand("stud", {0: "As Ks 7s Qd", 1: "2c 3c 4s 5h"}, button=1, stacks={0: 4, 1: 100})
    hand.start()
    play(hand, "1 bring-in; 0 call")  # hero: ante 1 + 2 = 3 in, 1 chip behind
    play(hand, "0 check; 1 bet 5")  # 4th street: seat 1 bets 5, more than the hero has
    odds = pot_odds(hand.view(0))
    assert odds is not None and odds.all_in and odds.to_call == 1
    # the hero can win back its own 3 and at most 4 from seat 1 (3 + 1 matched of its bet)
    assert odds.to_win == 3 + 4
    assert wording.pot_odds_text(odds).startswith("call 1 (all-in) to win 7:")


def test_no_pot_odds_without_a_bet_to_call() -> None:
    hand = fifth_street_flush_draw()
    assert pot_odds(hand.view(2)) is None  # the bettor has nothing to call


def test_ratio_words() -> None:
    assert odds_words.ratio_text(3.0) == "3 to 1"
    assert odds_words.ratio_text(2.6) == "2.6 to 1"


# ----------------------------------------------------------------------------- live odds


def test_live_odds_agree_with_the_calculator_with_the_folded_spades_dead() -> None:
    view = fifth_street_flush_draw().view(0)
    odds = live_odds(view, seed=3)
    assert odds is not None and odds.opponents == 1
    assert not odds.exact and 0.0 < odds.error < 0.01
    assert odds.high is None and odds.low is None and odds.makes_low is None  # not Hi/Lo
    # the same question to the calculator: seat 2's down cards are unknown to the hero, so it
    # is completed from the unseen cards like the hero is; the folded 4s and Js are dead
    query = make_query(STUD, [cards("As Ks 7s 2s 9d"), cards("8s Kh Kd")], cards("4s Js"))
    check = calculate(query, samples=100_000, seed=4).players[0]
    assert odds.equity == pytest.approx(check.equity, abs=4 * (odds.error + check.error))


def test_live_odds_hi_lo_report_both_halves_and_the_low_chance() -> None:
    hand = stacked_hand("stud8", {0: "As 2s 3d", 1: "Kc Kd Qh"}, button=1)
    hand.start()
    odds = live_odds(hand.view(0), seed=1)
    assert odds is not None and odds.high is not None and odds.low is not None and odds.makes_low is not None
    assert odds.equity == pytest.approx(odds.high + odds.low)
    assert 0.4 < odds.makes_low < 0.8  # three low cards on 3rd street make a low about 60 % of the time
    assert len(wording.live_odds_lines(odds)) == 3


def test_no_live_odds_after_folding() -> None:
    hand = fifth_street_flush_draw()
    assert live_odds(hand.view(1)) is None  # seat 1 folded on 3rd street


# ----------------------------------------------------------------------------- outs


def test_flush_outs_of_the_issue_example() -> None:
    # four spades held, 3 spades folded, none on a live board: 6 of the 9 others live
    draws = find_draws(STUD, cards("As Ks 7s 2s 9d"), 2, folded=cards("4s Js 8s"), elsewhere=())
    flush = next(d for d in draws if d.kind is DrawKind.FLUSH)
    assert (len(flush.live), flush.total, len(flush.folded)) == (6, 9, 3)
    assert wording.draw_text(flush) == "Flush: 6 of 9 spades live, 3 folded"


def test_flush_outs_from_the_hero_view() -> None:
    draws = hero_draws(fifth_street_flush_draw().view(0))
    assert [wording.draw_text(d) for d in draws] == ["Flush: 6 of 9 spades live, 2 folded, 1 showing"]


def test_trips_outs_of_the_issue_example() -> None:
    # a pair of queens; one of the other two queens shows on a live board
    draws = find_draws(STUD, cards("Qs Qd 7c 2h"), 3, folded=(), elsewhere=cards("Qh"))
    trips = next(d for d in draws if d.kind is DrawKind.TRIPS)
    assert trips.live == (card("Qc"),)
    assert wording.draw_text(trips) == "Trips: 1 queen live, 1 showing"


def test_two_pair_outs_pair_a_kicker() -> None:
    draws = find_draws(STUD, cards("Qs Qd 7c 2h"), 3, folded=cards("7d 2c 2s"), elsewhere=())
    two_pair = next(d for d in draws if d.kind is DrawKind.TWO_PAIR)
    assert (len(two_pair.live), two_pair.total) == (3, 6)
    assert wording.draw_text(two_pair) == "Two pair: 3 of 6 sevens and twos live, 3 folded"


def test_full_house_outs_from_two_pair() -> None:
    draws = find_draws(STUD, cards("Js Jd 5c 5h 9s"), 2, folded=cards("Jc"), elsewhere=())
    assert [d.kind for d in draws] == [DrawKind.FULL_HOUSE]
    assert wording.draw_text(draws[0]) == "Full house: 3 of 4 jacks and fives live, 1 folded"


def test_quads_outs_dead_when_the_last_card_is_folded() -> None:
    draws = find_draws(STUD, cards("Qs Qd Qc 2h"), 3, folded=cards("Qh"), elsewhere=())
    quads = next(d for d in draws if d.kind is DrawKind.QUADS)
    assert not quads.possible
    assert wording.draw_text(quads) == "Quads: no queen live, 1 folded (dead draw)"


def test_open_ended_straight_outs() -> None:
    draws = find_draws(STUD, cards("5c 6d 7h 8s Kd"), 2, folded=cards("4c"), elsewhere=cards("9h 9d"))
    straight = next(d for d in draws if d.kind is DrawKind.STRAIGHT)
    assert straight.ranks == (Rank.NINE, Rank.FOUR) and straight.needed == 1
    assert wording.draw_text(straight) == "Straight: 5 of 8 nines and fours live, 1 folded, 2 showing"


def test_gutshot_uses_the_ace_low() -> None:
    draws = find_draws(STUD, cards("As 2d 3h 5s Kd"), 2, folded=(), elsewhere=())
    straight = next(d for d in draws if d.kind is DrawKind.STRAIGHT)
    assert straight.ranks == (Rank.FOUR,) and len(straight.live) == 4


def test_three_to_a_straight_is_dead_when_no_window_can_fill() -> None:
    # 5-6-7 needs two of 3 4 / 4 8 / 8 9; every four and eight is gone, so no window can fill
    gone = cards("4c 4d 4h 4s 8c 8d 8h 8s")
    draws = find_draws(STUD, cards("5c 6d 7h"), 4, folded=gone, elsewhere=())
    straight = next(d for d in draws if d.kind is DrawKind.STRAIGHT)
    assert straight.needed == 2 and not straight.possible


def test_no_draw_to_a_hand_already_beaten_by_the_made_one() -> None:
    # a made flush with a pair: trips and two pair would be worse, a full house is two cards away
    assert find_draws(STUD, cards("2s 5s 9s Js Ks Kd"), 1, folded=(), elsewhere=()) == ()
    # a made straight: no straight draw
    assert find_draws(STUD, cards("5c 6d 7h 8s 9d Kd"), 1, folded=(), elsewhere=()) == ()


def test_hi_lo_low_outs() -> None:
    draws = find_draws(STUD8, cards("As 3d 5h 7c Kd"), 2, folded=cards("2c 2d"), elsewhere=cards("6h"))
    low = next(d for d in draws if d.kind is DrawKind.LOW)
    assert low.needed == 1 and (len(low.live), low.total) == (13, 16)
    assert wording.draw_text(low) == "Low: 13 of 16 twos, fours, sixes and eights live, 2 folded, 1 showing"


def test_razz_better_low_outs() -> None:
    draws = find_draws(RAZZ, cards("As 2d 4h 6c 8d Kd"), 1, folded=(), elsewhere=())
    assert [d.kind for d in draws] == [DrawKind.BETTER_LOW]
    assert draws[0].ranks == (Rank.SEVEN, Rank.FIVE, Rank.THREE)  # lower than the 8 that plays


def test_no_outs_on_the_last_card() -> None:
    assert find_draws(STUD, cards("As Ks 7s 2s 9d 3c 4c"), 0, folded=(), elsewhere=()) == ()


# ----------------------------------------------------------------------------- seen cards


def test_seen_cards_mark_the_folded_ones() -> None:
    seen = seen_cards(fifth_street_flush_draw().view(0))
    assert set(seen.folded) == set(cards("4s Js"))
    assert set(seen.mine) == set(cards("As Ks 7s 2s 9d"))
    assert set(seen.on_live_boards()) == set(cards("8s Kh Kd"))
    assert seen.count(suit=Suit.SPADES) == 7 and seen.count(suit=Suit.SPADES, folded_only=True) == 2
    spades = seen.by_suit()[Suit.SPADES]
    assert [e.card for e in spades] == list(cards("As Ks Js 8s 7s 4s 2s"))
    assert [e.card for e in seen.by_rank()[Rank.KING]] == list(cards("Kd Kh Ks"))
    assert {e.place for e in seen.entries} == {Place.MINE, Place.BOARD}
    assert wording.seen_by_suit_lines(seen)[0] == "♠ A K J 8 7 4 2 (folded: J 4)"


def test_seen_cards_never_include_hidden_cards() -> None:
    seen = seen_cards(fifth_street_flush_draw().view(2))
    assert not set(seen.cards) & set(cards("As Ks 2c 3c 5d 6d"))


# ----------------------------------------------------------------------------- opponent boards


def test_board_could_have_trips_of_the_issue_example() -> None:
    reading = read_board(fifth_street_flush_draw().view(0), 2)
    assert reading.hidden == 2 and reading.to_come == 2
    assert [wording.threat_text(t) for t in reading.threats] == ["could have trip kings: 1 king live"]
    assert wording.board_lines(reading, STUD)[0] == "P2 shows 8♠ K♥ K♦: Pair of kings"


def test_board_three_to_a_flush_of_the_issue_example() -> None:
    # seat 1 shows three hearts; the hero holds two hearts, 3 more are folded: 13 - 3 - 5 = 5 live
    hand = stacked_hand(
        "stud",
        {0: "Ah Kh 7c 2d 9d", 1: "2s 3s 4h 6h 8h", 2: "5c 5d Qh", 3: "5s 6d 9h", 4: "7s 7d Jh"},
        button=4,
    )
    hand.start()
    play(hand, "1 bring-in; 2 fold; 3 fold; 4 fold; 0 call")
    play(hand, "0 check; 1 check")
    view = hand.view(0)
    reading = read_board(view, 1)
    flush = next(t for t in reading.threats if t.kind is DrawKind.FLUSH)
    assert wording.threat_text(flush) == "three to a flush, 5 hearts live"
    assert [b.seat for b in read_boards(view)] == [1]


def test_board_cannot_have_trips_when_every_other_card_is_seen() -> None:
    view = fifth_street_flush_draw().view(0)
    # the hero's own Ks and the missing Kc: pretend the Kc folded by reading the finder directly
    draws = find_draws(STUD, cards("8s Kh Kd"), 4, folded=cards("Kc"), elsewhere=cards("Ks"))
    trips = next(d for d in draws if d.kind is DrawKind.TRIPS)
    assert wording.threat_text(trips) == "cannot have trip kings: every other king is seen"
    assert view.seat(2).up_cards == cards("8s Kh Kd")


def test_after_the_warm_up_the_first_live_odds_build_nothing_more() -> None:
    """The coach warms up before play (issue 12): numpy's random generators and the evaluators'
    tables come then, not in the first update in the middle of a hand (a fresh process)."""
    tests = Path(__file__).resolve().parents[1]
    code = (
        f"import sys\nsys.path.insert(0, {str(tests)!r})\n"
        "from engine.stacked import stacked_hand\n"
        "from studdesk.analysis.odds import live_odds, warm_up_live_odds\n"
        "from studdesk.engine.evaluation import _batch\n"
        "hand = stacked_hand('stud8', {0: 'As 2s 3d', 1: 'Kc Kd 9h', 2: '7c 8c 4h'}, button=2)\n"
        "hand.start()\n"
        "def built(): return sorted(_batch._id_tables), sorted(_batch._value_arrays)\n"
        "assert built() == ([], []) and 'numpy.random' not in sys.modules, built()\n"
        "warm_up_live_odds('stud8')\n"
        "warm = built()\n"
        "assert warm[0] and 'numpy.random' in sys.modules\n"
        "assert live_odds(hand.view(0), seed=1) is not None\n"
        "assert built() == warm, (warm, built())\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
