"""Replaying PHH hand histories through the engine, and `studdesk-sim replay`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.cli.replay import run_replay
from studdesk.cli.sim import main as sim_main
from studdesk.engine.actions import Act
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import AllInRule, HouseRules, OddChipRule, Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.phh import PhhError, final_stacks, hand_to_phh, load_phh, parse_phh, replay

DATA = Path(__file__).resolve().parents[1] / "data" / "phh"
EXAMPLES = sorted(DATA.glob("*.phh"))


def stud_example() -> str:
    return (DATA / "stud_example.phh").read_text(encoding="utf-8")


def edited(old: str, new: str, text: str | None = None) -> str:
    text = stud_example() if text is None else text
    assert old in text, old
    return text.replace(old, new, 1)


def replay_error(text: str) -> PhhError:
    with pytest.raises(PhhError) as caught:
        replay(parse_phh(text, source="hand.phh"))
    return caught.value


def test_sample_histories_exist() -> None:
    assert [p.name for p in EXAMPLES] == ["stud8_example.phh", "stud_example.phh"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_sample_histories_replay_to_their_finishing_stacks(path: Path) -> None:
    phh = load_phh(path)
    hand = replay(phh)
    assert hand.is_over
    assert phh.finishing_stacks is not None
    assert final_stacks(hand) == list(phh.finishing_stacks)


def test_folded_hands_may_be_unknown_cards() -> None:
    text = edited("'d dh p3 Jh9h2c'", "'d dh p3 ????2c'")
    text = edited("'d dh p3 3h'", "'d dh p3 ??'", text)
    assert final_stacks(replay(parse_phh(text))) == [164, 252, 184]


def test_unknown_cards_are_taken_from_a_later_show() -> None:
    # p2 wins with four queens: the replay needs the two hidden queens from the show
    text = edited("'d dh p2 QdQc2d'", "'d dh p2 ????2d'")
    text = edited("'d dh p2 4h'", "'d dh p2 ??'", text)
    hand = replay(parse_phh(text))
    assert final_stacks(hand) == [164, 252, 184]
    assert [str(c) for c in hand.order[1].cards] == ["Qd", "Qc", "2d", "Qh", "Qs", "5c", "4h"]


def test_show_that_contradicts_the_deal() -> None:
    exc = replay_error(edited("'p2 sm QdQc2dQhQs5c4h'", "'p2 sm QdQc2dQhQs5c4d'"))
    assert "shows 4d as card 7, but was dealt 4h" in str(exc)


def test_illegal_action_names_file_line_action_and_rule() -> None:
    exc = replay_error(edited("'p1 cbr 5'", "'p1 cbr 7'"))
    assert str(exc) == (
        "hand.phh: line 15: action 5 'p1 cbr 7': not legal here; p1 may: Fold, Call 2, Complete to 5 (R3.4)"
    )
    assert exc.rule == "R3.4"
    assert exc.action is not None and exc.action.index == 4


def test_acting_out_of_turn() -> None:
    exc = replay_error(edited("'p3 pb'", "'p1 pb'"))
    assert "it is p3's turn, not p1's" in str(exc) and exc.rule == "R3.2"


def test_raising_past_the_cap() -> None:
    text = edited("'p3 cc',\n  'p1 cc',", "'p3 cbr 15', 'p1 cbr 20', 'p2 cbr 25',")
    exc = replay_error(text)
    assert exc.rule == "R3.5" and "'p2 cbr 25'" in str(exc)


def test_the_bring_in_may_not_fold() -> None:
    exc = replay_error(edited("'p3 pb'", "'p3 f'"))
    assert exc.rule == "R3.3" and "p3 may: Bring-in 2, Complete to 5" in str(exc)


def test_finishing_stacks_that_disagree() -> None:
    exc = replay_error(edited("[164, 252, 184]", "[165, 251, 184]"))
    assert exc.field == "finishing_stacks"
    assert "the engine finishes with [164, 252, 184], the file says [165, 251, 184]" in str(exc)
    assert final_stacks(replay(parse_phh(edited("[164, 252, 184]", "[1, 2, 3]")), check_finish=False))


def test_history_that_stops_early() -> None:
    text = edited("  'p2 cbr 10',\n  'p1 cc',\n", "")
    exc = replay_error(text)
    assert "the actions end before the hand is over; next to act: p2" in str(exc)


def test_a_card_dealt_twice() -> None:
    exc = replay_error(edited("'d dh p2 Qh'", "'d dh p2 As'"))
    assert "As was already dealt (in action 1)" in str(exc) and "'d dh p2 As'" in str(exc)


def test_cards_for_a_player_who_folded() -> None:
    exc = replay_error(edited("'d dh p2 5c',", "'d dh p2 5c', 'd dh p3 6d',"))
    assert "has folded" in str(exc) and exc.rule == "R2.3"


def test_cards_dealt_before_the_betting_is_over() -> None:
    exc = replay_error(edited("  'p1 cc',\n  # Fourth street", "  # Fourth street"))
    assert "is not due these cards yet (next to act: p1)" in str(exc)


def test_a_community_card_that_is_not_due() -> None:
    exc = replay_error(edited("'d dh p2 4h',", "'d dh p2 4h', 'd db 6d',"))
    assert exc.rule == "R2.7"


def test_a_folded_player_cannot_show() -> None:
    exc = replay_error(edited("'p1 sm',", "'p1 sm', 'p3 sm Jh9h2c'"))
    assert exc.rule == "R4.1" and "p3 has folded" in str(exc)


def test_too_many_cards_for_the_variant() -> None:
    exc = replay_error(edited("'d dh p2 4h',", "'d dh p2 4h', 'd dh p2 6d',"))
    assert "p2 is dealt 8 cards; Seven Card Stud deals 7" in str(exc)


def test_seats_that_do_not_start_left_of_the_button() -> None:
    exc = replay_error(stud_example() + "seats = [2, 3, 4]\n_studdesk_button = 2\n")
    assert exc.field == "seats"
    assert "dealing starts at seat 3 (R1.3), but p1 sits at seat 2" in str(exc)


def played(seed: int, variant: str, rules: HouseRules) -> Hand:
    rng = random.Random(seed)
    n = rng.randint(2, 8)
    seats = sorted(rng.sample(range(10), n))
    small = rng.choice((2, 5, 10))
    structure = Structure(rng.choice((0, 1, 3)), rng.randint(1, small - 1), small, 2 * small)
    players = [PlayerSeat(s, f"P{s}", rng.randint(1, 40 * small)) for s in seats]
    hand = Hand(GameConfig(VARIANTS[variant], structure, rules), players, rng.choice(seats), Deck(rng))
    hand.start()
    while not hand.is_over:
        assert hand.to_act is not None
        hand.apply(Act.taking(hand.to_act, rng.choice(hand.legal_actions())))
    return hand


RULES = st.builds(
    HouseRules,
    open_pair_big_bet=st.booleans(),
    raise_cap=st.sampled_from((3, 4)),
    uncapped_heads_up=st.booleans(),
    community_card_betting=st.booleans(),
    odd_chip_rule=st.sampled_from(list(OddChipRule)),
    show_losing_hands=st.booleans(),
    all_in_rule=st.sampled_from(list(AllInRule)),
)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), variant=st.sampled_from(sorted(VARIANTS)), rules=RULES)
def test_written_hands_replay_to_the_same_events(seed: int, variant: str, rules: HouseRules) -> None:
    """Any played hand, written and read back, replays to the very same event log."""
    hand = played(seed, variant, rules)
    again = replay(parse_phh(hand_to_phh(hand)))
    assert again.events == hand.events
    assert final_stacks(again) == final_stacks(hand)


def test_cli_prints_final_stacks(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_replay([str(p) for p in EXAMPLES]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"{EXAMPLES[0]}: F7S/8 final stacks [101, 100, 99] (= finishing_stacks)",
        f"{EXAMPLES[1]}: F7S final stacks [164, 252, 184] (= finishing_stacks)",
    ]


def test_cli_names_the_bad_file_action_and_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.phh"
    bad.write_text(edited("'p1 cbr 5'", "'p1 cbr 7'"), encoding="utf-8")
    assert sim_main(["replay", str(bad), str(EXAMPLES[1])]) == 1
    captured = capsys.readouterr()
    assert f"FAILED {bad}: line 15: action 5 'p1 cbr 7'" in captured.err
    assert "(R3.4)" in captured.err
    assert "1 of 2 hand histories could not be replayed" in captured.err
    assert "final stacks [164, 252, 184]" in captured.out
