"""The advisor and the post-hand review, the memory drill and the third-street trainer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studdesk.analysis import describe as wording
from studdesk.analysis.advice import REVIEW_ANNOTATION, Advisor, HandReview, ReviewBuilder, ReviewFormatError
from studdesk.analysis.memory_drill import QuestionKind, memory_questions, score
from studdesk.analysis.third_street import Pick, ThirdStreetTrainer, TrainerConfig, TrainerScore
from studdesk.bots.profiles import profile
from studdesk.bots.strategy import StrategyBot
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import Suit, card, cards
from studdesk.persistence.handstore import HandStore
from studdesk.persistence.handstore_record import record_from_hand
from studdesk.wording.names import OPPONENT_NAMES

from .situations import fifth_street_flush_draw

# ----------------------------------------------------------------------------- advisor


def test_advice_is_the_hard_bots_choice_and_reason_on_the_heros_view() -> None:
    view = fifth_street_flush_draw().view(0)
    advice = Advisor(seed=1).advise(view)
    assert advice is not None and advice.action in view.legal
    bot = StrategyBot(profile("solid", "hard"), 1)
    bot.reseed(((1 * 1_000_003 + view.hand_number) * 1_000_003) + len(view.history))
    assert bot.decide(view) == advice.action and bot.explain() == advice.reason
    assert wording.advice_text(advice).startswith(f"Advisor: {advice.action.kind.value}")


def test_the_same_moment_gets_the_same_advice() -> None:
    view = fifth_street_flush_draw().view(0)
    advisor = Advisor(seed=4)
    assert advisor.advise(view) == advisor.advise(view)


def test_no_advice_when_it_is_not_the_heros_turn() -> None:
    hand = fifth_street_flush_draw()
    assert Advisor().advise(hand.view(2)) is None  # seat 0 is to act


# ----------------------------------------------------------------------------- review


def _reviewed_fold() -> HandReview:
    view = fifth_street_flush_draw().view(0)
    builder = ReviewBuilder(seed=1)
    advice = Advisor(seed=1).advise(view)
    assert advice is not None and advice.action.kind is ActionKind.CALL  # 6 live flush cards, 2.6 to 1
    builder.record(view, Act(0, ActionKind.FOLD), advice)
    return builder.build()


def test_review_lists_the_decision_that_differed_with_equity_and_pot_odds() -> None:
    review = _reviewed_fold()
    (decision,) = review.differences
    assert decision.taken is ActionKind.FOLD and decision.advised is ActionKind.CALL
    assert decision.pot_odds is not None and (decision.pot_odds.to_call, decision.pot_odds.to_win) == (10, 26)
    assert decision.equity is not None and 0.2 < decision.equity < 0.5
    head, line = wording.review_lines(review)
    assert head == "Your one decision differed from the advisor's:"
    assert line.startswith("5th street: you chose to fold, the advisor would call (equity ")
    assert "call 10 to win 26: 2.6 to 1, you need 28 %" in line


def test_review_keeps_matching_decisions_out_of_the_differences() -> None:
    view = fifth_street_flush_draw().view(0)
    builder = ReviewBuilder(seed=2)
    advice = Advisor(seed=2).advise(view)
    assert advice is not None
    builder.record(view, advice.action, advice)
    review = builder.build()
    assert len(review.decisions) == 1 and review.differences == ()
    assert wording.review_lines(review) == ["Your one decision matched the advisor's."]


def test_review_round_trips_through_json() -> None:
    review = _reviewed_fold()
    text = json.dumps(review.to_json())
    assert HandReview.from_json(json.loads(text)) == review


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(format=99),
        lambda d: d.update(variant="holdem"),
        lambda d: d.update(hand="one"),
        lambda d: d["decisions"][0].update(taken="dance"),
        lambda d: d["decisions"][0].update(equity=3.5),
        lambda d: d["decisions"][0].update(pot_odds=[0, 5, False]),
        lambda d: d["decisions"][0].pop("reason"),
        lambda d: d.update(decisions=[7]),
    ],
)
def test_a_damaged_review_is_refused_with_a_message(damage: object) -> None:
    data = _reviewed_fold().to_json()
    damage(data)  # type: ignore[operator]
    with pytest.raises(ReviewFormatError, match="not a hand review"):
        HandReview.from_json(data)
    with pytest.raises(ReviewFormatError):
        HandReview.from_json([1, 2])


def test_a_review_covers_one_hand_and_hero_decisions_only() -> None:
    hand = fifth_street_flush_draw()
    builder = ReviewBuilder()
    with pytest.raises(ValueError, match="not at one of the hero's decisions"):
        builder.record(hand.view(2), Act(2, ActionKind.CHECK))
    with pytest.raises(ValueError, match="no decision"):
        builder.build()
    with pytest.raises(ValueError, match="not on offer"):
        builder.record(hand.view(0), Act(0, ActionKind.RAISE, 999))


# ----------------------------------------------------------------------------- memory drill


def test_memory_questions_have_the_right_answers() -> None:
    view = fifth_street_flush_draw().view(0)  # folded up cards: 4s, Js
    questions = memory_questions(view, seed=2, count=50)
    by_text = {wording.question_text(q): q.answer for q in questions}
    assert by_text["How many spades were folded?"] == 2
    assert by_text["How many clubs were folded?"] == 0
    assert by_text["How many jacks were folded?"] == 1
    live = {q.card: q.answer for q in questions if q.kind is QuestionKind.CARD_LIVE}
    assert live[card("4s")] is False and live[card("Js")] is False
    unseen_asked = [c for c, a in live.items() if a is True]
    assert unseen_asked and not set(unseen_asked) & set(cards("As Ks 7s 2s 9d 8s Kh Kd 4s Js"))


def test_memory_drill_is_seeded_and_needs_folded_cards() -> None:
    view = fifth_street_flush_draw().view(0)
    assert memory_questions(view, seed=5) == memory_questions(view, seed=5)
    assert len(memory_questions(view, seed=5)) == 5
    fresh = fifth_street_flush_draw()
    assert memory_questions(fresh.view(2), seed=1) != ()  # seat 2 saw the same folds
    from engine.stacked import stacked_hand

    nothing_folded = stacked_hand("stud", {0: "As Ks 7s", 1: "2c 3c 4s"}, button=1)
    nothing_folded.start()
    assert memory_questions(nothing_folded.view(0), seed=1) == ()


def test_memory_drill_scores_accuracy_and_speed() -> None:
    questions = memory_questions(fifth_street_flush_draw().view(0), seed=3, count=4)
    answers = [(q.answer, 2.0) for q in questions[:3]] + [
        (not questions[3].answer if isinstance(questions[3].answer, bool) else questions[3].answer + 1, 4.0)
    ]
    result = score(questions, answers)
    assert (result.asked, result.correct) == (4, 3)
    assert result.accuracy == 0.75 and result.mean_seconds == 2.5
    assert result.to_json() == {"asked": 4, "correct": 3, "accuracy": 0.75, "mean_seconds": 2.5}
    assert wording.drill_result_text(result) == "3 of 4 right (75 %), 2.5 s a question"
    with pytest.raises(ValueError):
        score(questions, answers[:2])


def test_a_count_is_not_a_yes() -> None:
    q = next(
        q
        for q in memory_questions(fifth_street_flush_draw().view(0), seed=3, count=50)
        if q.suit is Suit.CLUBS
    )
    assert q.answer == 0
    assert not score([q], [(False, 1.0)]).answers[0].correct  # False == 0 in Python, but not here


# ----------------------------------------------------------------------------- third-street trainer


def test_situations_are_seeded_and_at_the_heros_first_decision() -> None:
    trainer = ThirdStreetTrainer(TrainerConfig("stud", ("solid-medium", "maniac", "rock"), seed=3))
    first, again = trainer.situation(0), ThirdStreetTrainer(trainer.config).situation(0)
    assert first.my_cards == again.my_cards and first.action_so_far == again.action_so_far
    assert first.view.to_act == 0 and first.view.street == 0 and len(first.my_cards) == 3
    assert len(first.doors) == 3
    assert Pick.FOLD in first.picks or Pick.CALL in first.picks


def test_the_trainers_opponents_are_named_as_at_the_practice_table() -> None:
    """One list of names for every table (practice, sit-and-go, trainer), clockwise from the player."""
    trainer = ThirdStreetTrainer(TrainerConfig("stud", ("solid-medium", "maniac", "rock"), seed=3))
    seats = sorted(trainer.situation(0).view.seats, key=lambda s: s.seat)
    assert [s.name for s in seats] == ["You", *OPPONENT_NAMES[:3]]


def test_feedback_compares_with_the_advisor_and_keeps_a_running_score() -> None:
    trainer = ThirdStreetTrainer(TrainerConfig("stud8", ("solid-medium", "calling-station"), seed=5))
    score_so_far = TrainerScore()
    for number in range(4):
        situation = trainer.situation(number)
        advised = trainer.judge(situation, situation.picks[0]).advised
        right = trainer.judge(situation, advised)
        assert right.correct and right.pick is advised
        assert 0.0 <= right.equity <= 1.0 and 0.0 <= right.tier_score <= 1.0 and right.tier_label
        assert wording.feedback_lines(right)[0].startswith("Right: ")
        score_so_far = score_so_far.add(right)
    assert (score_so_far.answered, score_so_far.correct, score_so_far.streak) == (4, 4, 4)
    first = trainer.situation(0)
    advised_first = trainer.judge(first, first.picks[0]).advised
    wrong_pick = next(p for p in first.picks if p is not advised_first)
    wrong = trainer.judge(first, wrong_pick)
    assert not wrong.correct and score_so_far.add(wrong).streak == 0
    assert wording.feedback_lines(wrong)[0].startswith("The advisor would ")


def test_trainer_refuses_a_pick_not_on_offer_and_bad_configurations() -> None:
    trainer = ThirdStreetTrainer(TrainerConfig("razz", ("rock",), seed=2))
    situation = trainer.situation(1)
    missing = next((p for p in Pick if p not in situation.picks), None)
    if missing is not None:
        with pytest.raises(ValueError, match="not on offer"):
            trainer.judge(situation, missing)
    with pytest.raises(ValueError):
        TrainerConfig("stud", ())
    with pytest.raises(ValueError):
        TrainerConfig("holdem", ("rock",))


def test_a_review_is_kept_with_the_hand_in_the_hand_store(tmp_path: Path) -> None:
    hand = fifth_street_flush_draw()
    view = hand.view(0)
    builder = ReviewBuilder(seed=3)
    builder.record(view, Act(0, ActionKind.FOLD))
    hand.apply(Act(0, ActionKind.FOLD))
    assert hand.is_over
    review = builder.build()
    with HandStore.open(tmp_path / "hands.sqlite") as store:
        hand_id = store.add_hand(record_from_hand(hand, hero_seat=0, bots={}), played=hand)
        assert hand_id is not None
        store.set_annotation(hand_id, REVIEW_ANNOTATION, review.to_json())
    with HandStore.open(tmp_path / "hands.sqlite") as store:
        kept = store.annotations(hand_id)[REVIEW_ANNOTATION]
    assert HandReview.from_json(kept) == review
