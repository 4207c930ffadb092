"""The coach: each aid's words for a view, only the aids that are on, the advice and the review."""

from __future__ import annotations

from typing import Any

import pytest
from analysis.situations import fifth_street_flush_draw
from engine.stacked import play

from studdesk.analysis import advice as advice_module
from studdesk.analysis.advice import HandReview
from studdesk.analysis.odds import LiveOdds
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.hand import Hand
from studdesk.engine.views import SPECTATOR, PlayerView
from studdesk.persistence.settings import Settings
from studdesk.play import coach as coach_module
from studdesk.play.aids import AidsWanted, HandOver, HandReviewed, HeroActed, Look, NewCoach, TableAids
from studdesk.play.coach import Coach

EVERYTHING = AidsWanted(odds=True, boards=True, review=True, hint=True, rules=True, dead_cards=True)


def look(coach: Coach, hand: Hand, wanted: AidsWanted = EVERYTHING, seat: int = 0) -> TableAids:
    aids = coach.handle(Look(7, hand.view(seat), wanted))
    assert isinstance(aids, TableAids)
    return aids


def test_every_aid_speaks_about_the_hero_at_its_decision() -> None:
    aids = look(Coach(seed=1), fifth_street_flush_draw())
    assert aids.token == 7 and aids.hand_number == 1
    assert aids.equity[0].startswith("Equity ") and "against 1 opponent" in aids.equity[0]
    assert aids.pot_odds == "call 10 to win 26: 2.6 to 1, you need 28 %"
    assert aids.outs == ("Flush: 6 of 9 spades live, 2 folded, 1 showing",)
    assert aids.hint.startswith("Advisor: ")
    assert any("acts first" in line for line in aids.rules)
    # mine 5, P1's 4♠ and P3's J♠ (folded), P2's three up cards
    assert aids.dead_cards[0] == "10 cards seen, 2 of them folded"
    assert aids.dead_cards[1] == "♠ A K J 8 7 4 2 (folded: J 4)"
    (board,) = [b for b in aids.boards if b.seat == 2]
    assert board.lines[0] == "P2 shows 8♠ K♥ K♦: Pair of kings"
    assert "could have trip kings: 1 king live" in board.lines


def test_an_aid_that_is_off_says_nothing() -> None:
    aids = look(Coach(seed=1), fifth_street_flush_draw(), AidsWanted(odds=True))
    assert aids.equity and aids.pot_odds
    assert (aids.hint, aids.rules, aids.dead_cards, aids.boards) == ("", (), (), ())
    quiet = look(Coach(seed=1), fifth_street_flush_draw(), AidsWanted())
    assert quiet == TableAids(7, 1)


def test_the_hint_only_on_the_heros_turn() -> None:
    hand = fifth_street_flush_draw()
    play(hand, "0 call")  # 5th street is over; on 6th the kings showing act first
    assert hand.to_act == 2
    aids = look(Coach(seed=1), hand)
    assert aids.hint == "" and aids.equity[0].startswith("Equity ")
    assert aids.pot_odds == "Nothing to call"


def test_after_the_hand_the_odds_say_it_is_over() -> None:
    hand = fifth_street_flush_draw()
    play(hand, "0 call")
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        offers = {o.kind: o for o in hand.legal_actions()}
        hand.apply(Act.taking(seat, offers.get(ActionKind.CHECK) or offers[ActionKind.CALL]))
    aids = look(Coach(seed=1), hand)
    assert aids.equity == ("The hand is over",) and aids.pot_odds == "" and aids.outs == ()


def test_a_player_who_folded_or_watches_gets_words_not_numbers() -> None:
    hand = fifth_street_flush_draw()
    play(hand, "0 fold")
    aids = look(Coach(seed=1), hand)
    assert aids.equity == ("You are not in this hand",)
    assert aids.pot_odds == "" and aids.outs == ()
    watching = Coach(seed=1).handle(Look(1, hand.view(SPECTATOR), EVERYTHING))
    assert isinstance(watching, TableAids)
    assert watching.equity == ("You are not in this hand",) and watching.boards == ()


def test_the_same_moment_gets_the_same_numbers_and_advice() -> None:
    coach = Coach(seed=3)
    first, again = look(coach, fifth_street_flush_draw()), look(coach, fifth_street_flush_draw())
    assert first == again
    assert look(Coach(seed=3), fifth_street_flush_draw()) == first


def test_the_review_lists_a_fold_the_advisor_would_not_make_with_equity_and_pot_odds() -> None:
    coach = Coach(seed=2)
    hand = fifth_street_flush_draw()
    view = hand.view(0)
    advice = coach.advice(view)
    assert advice is not None and advice.action.kind is not ActionKind.FOLD  # a flush draw at 2.6 to 1
    coach.handle(HeroActed(view, Act(0, ActionKind.FOLD)))
    hand.apply(Act(0, ActionKind.FOLD))
    reviewed = coach.handle(HandOver(hand.view(0), review=True, game=3))
    assert isinstance(reviewed, HandReviewed)
    assert reviewed.hand_number == 1 and reviewed.differences == 1
    assert reviewed.game == 3  # kept with game 3's hand 1 only
    head, line = reviewed.lines
    assert head == "Your one decision differed from the advisor's:"
    assert line.startswith("5th street: you chose to fold, the advisor would ")
    assert "call 10 to win 26: 2.6 to 1, you need 28 %" in line
    stored = HandReview.from_json(reviewed.body)  # the JSON kept with the hand reads back
    assert stored.differences[0].taken is ActionKind.FOLD
    assert stored.differences[0].reason == advice.reason  # the hint and the review agree


def test_no_review_without_a_decision_or_when_it_is_off() -> None:
    coach = Coach(seed=2)
    hand = fifth_street_flush_draw()
    play(hand, "0 fold")
    assert coach.handle(HandOver(hand.view(0), review=True)) is None
    hand2 = fifth_street_flush_draw()
    coach.handle(HeroActed(hand2.view(0), Act(0, ActionKind.CALL)))
    assert coach.handle(HandOver(hand2.view(0), review=False)) is None


def test_an_action_not_on_offer_is_left_out_of_the_review() -> None:
    coach = Coach(seed=2)
    hand = fifth_street_flush_draw()
    coach.handle(HeroActed(hand.view(0), Act(0, ActionKind.BET, 999)))  # refused by the engine too
    coach.handle(HeroActed(hand.view(0), Act(1, ActionKind.FOLD)))  # not the player's seat
    play(hand, "0 fold")
    assert coach.handle(HandOver(hand.view(0), review=True)) is None


def test_a_new_game_forgets_the_hand_in_progress() -> None:
    coach = Coach(seed=2)
    hand = fifth_street_flush_draw()
    coach.handle(HeroActed(hand.view(0), Act(0, ActionKind.CALL)))
    assert coach.handle(NewCoach(seed=5)) is None
    play(hand, "0 call")
    assert coach.handle(HandOver(hand.view(0), review=True)) is None


def test_no_aid_in_a_sit_and_go_unless_the_player_wants_them_there() -> None:
    on = Settings(advisor_hint=True, rule_helpers=True, dead_cards=True, memory_drill="end_of_hand")
    assert AidsWanted.from_settings(on, True) == AidsWanted()
    practice = AidsWanted.from_settings(on, False)
    assert (
        practice.odds
        and practice.hint
        and practice.rules
        and practice.dead_cards
        and practice.drill == "end_of_hand"
    )
    both = on.updated(aids_in_tournaments=True)
    assert AidsWanted.from_settings(both, True) == practice


def test_defaults_odds_boards_and_review_on_the_rest_off() -> None:
    wanted = AidsWanted.from_settings(Settings(), False)
    assert wanted == AidsWanted(odds=True, boards=True, review=True)


def test_the_review_shows_the_odds_panels_equity_at_each_decision_from_one_simulation(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The odds panel and the review share the simulation of a moment, whichever asks first."""
    simulated: list[int] = []
    real = coach_module.live_odds

    def counted(view: PlayerView, **kwargs: Any) -> LiveOdds | None:
        simulated.append(len(view.history))
        return real(view, **kwargs)

    monkeypatch.setattr(coach_module, "live_odds", counted)
    monkeypatch.setattr(advice_module, "live_odds", counted)
    for panel_first in (True, False):
        simulated.clear()
        coach = Coach(seed=2)
        hand = fifth_street_flush_draw()
        view = hand.view(0)
        if panel_first:
            shown = look(coach, hand, AidsWanted(odds=True))
        coach.handle(HeroActed(view, Act(0, ActionKind.FOLD)))
        if not panel_first:
            shown = look(coach, hand, AidsWanted(odds=True))
        assert simulated == [len(view.history)]  # one simulation of the moment, not two
        hand.apply(Act(0, ActionKind.FOLD))
        reviewed = coach.handle(HandOver(hand.view(0), review=True))
        assert isinstance(reviewed, HandReviewed)
        (decision,) = HandReview.from_json(reviewed.body).decisions
        assert decision.equity is not None
        assert f"Equity {decision.equity:.0%}".replace("%", " %") in shown.equity[0]
