"""Reading PHH hand histories: fields, actions, and clear messages for bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from persistence.unusual import UNUSUAL_RULES  # tests/ is on sys.path (pytest rootdir)
from studdesk.engine.cards import card
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import FIVE_CARD_STUD, RAZZ, SEVEN_CARD_STUD, STUD_HI_LO
from studdesk.persistence.phh import PhhError, Verb, load_phh, parse_phh

DATA = Path(__file__).resolve().parents[1] / "data" / "phh"

MINIMAL = """\
variant = 'F7S'
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [200, 200, 200]
actions = [
  'd dh p1 AsKs7c',   # a comment
  'd dh p2 QdQc2d',
  "d dh p3 Jh9h2c",
  'p3 pb # with commentary',
  'p1 cbr 5',
  'p2 f',
  '',
  'p3 cc',
]
"""


def edited(old: str, new: str, text: str = MINIMAL) -> str:
    assert old in text
    return text.replace(old, new, 1)


def error(text: str) -> PhhError:
    with pytest.raises(PhhError) as caught:
        parse_phh(text, source="hand.phh")
    return caught.value


def test_reads_the_sample_histories() -> None:
    stud = load_phh(DATA / "stud_example.phh")
    assert stud.variant is SEVEN_CARD_STUD
    assert stud.structure == Structure(1, 2, 5, 10)
    assert stud.players == ("Alice", "Bob", "Carol")
    assert stud.starting_stacks == (200, 200, 200)
    assert stud.finishing_stacks == (164, 252, 184)
    assert stud.actions[0].cards == (card("As"), card("Ks"), card("7c"))
    assert stud.actions[-2].verb is Verb.SHOW_MUCK and stud.actions[-2].shows
    assert not stud.actions[-1].shows  # 'p1 sm': a muck
    hilo = load_phh(DATA / "stud8_example.phh")
    assert hilo.variant is STUD_HI_LO
    assert hilo.actions[-1].shows and hilo.actions[-1].cards == ()  # 'p2 sm -'


def test_defaults_without_studdesk_fields() -> None:
    phh = parse_phh(MINIMAL)
    assert phh.players == ("p1", "p2", "p3")
    assert phh.seats == (0, 1, 2)
    assert phh.button == 2  # pN is the button
    assert phh.rules == HouseRules()
    assert phh.finishing_stacks is None
    assert phh.hand_number == 1


def test_actions_parsed_with_player_verb_cards_amount_and_line() -> None:
    phh = parse_phh(MINIMAL)
    verbs = [a.verb for a in phh.actions]
    assert verbs == [
        Verb.DEAL_HOLE,
        Verb.DEAL_HOLE,
        Verb.DEAL_HOLE,
        Verb.BRING_IN,
        Verb.COMPLETE_BET_RAISE,
        Verb.FOLD,
        Verb.NO_OP,
        Verb.CHECK_CALL,
    ]
    cbr = phh.actions[4]
    assert (cbr.player, cbr.amount, cbr.line, cbr.label) == (0, 5, 12, "p1")
    assert phh.actions[3].player == 2  # the commentary after '#' is ignored


def test_unknown_cards_and_show_forms() -> None:
    text = edited("'p3 cc',", "'p3 cc', 'd dh p1 ??', 'p1 sm ????7c', 'p2 sm -', 'p3 sm'")
    actions = parse_phh(text).actions
    assert actions[-4].cards == (None,)
    assert actions[-3].cards == (None, None, card("7c")) and actions[-3].shows
    assert actions[-2].shows and actions[-2].cards == ()
    assert not actions[-1].shows


def test_studdesk_fields_give_seats_button_and_rules() -> None:
    text = MINIMAL + (
        "seats = [4, 7, 2]\nplayers = ['A', '', 'C']\nhand = 12\n"
        "_studdesk_button = 2\n_studdesk_open_pair_big_bet = false\n_studdesk_raise_cap = 4\n"
        "_studdesk_uncapped_heads_up = true\n_studdesk_community_card_betting = false\n"
        "_studdesk_odd_chip_rule = 'high_card_by_suit'\n_studdesk_show_losing_hands = true\n"
        "_studdesk_all_in_rule = 'full_bet'\n"
        "finishing_stacks = [195, 197, 208]\n"
    )
    phh = parse_phh(text)
    assert phh.seats == (3, 6, 1) and phh.button == 1
    assert phh.players == ("A", "p2", "C")
    assert phh.hand_number == 12
    assert phh.finishing_stacks == (195, 197, 208)
    assert phh.rules == UNUSUAL_RULES


@pytest.mark.parametrize(("code", "variant"), [("FR", RAZZ), ("F5S", FIVE_CARD_STUD)])
def test_other_variant_codes(code: str, variant: object) -> None:
    assert parse_phh(edited("'F7S'", repr(code))).variant is variant


def test_missing_field_is_named() -> None:
    exc = error(edited("bring_in = 2\n", ""))
    assert str(exc) == "hand.phh: field 'bring_in': the required field 'bring_in' is missing"
    assert exc.field == "bring_in"


def test_invalid_toml_names_the_line() -> None:
    exc = error(edited("small_bet = 5", "small_bet = = 5"))
    assert "hand.phh: not valid TOML" in str(exc) and "line 4" in str(exc)


def test_bad_card_names_the_action_its_index_and_line() -> None:
    exc = error(edited("'d dh p2 QdQc2d'", "'d dh p2 QdQx2d'"))
    assert str(exc).startswith("hand.phh: line 9: action 2 'd dh p2 QdQx2d': 'Qx' is not a card")
    assert exc.action is not None and exc.action.index == 1


def test_odd_length_card_run() -> None:
    assert "each card is two characters" in str(error(edited("AsKs7c", "AsKs7")))


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("'p1 raise 5'", "not a PHH stud action"),
        ("'p4 cc'", "there is no player p4: this hand has p1 to p3"),
        ("'x1 cc'", "'x1' is not a player"),
        ("'p1 cbr 5.5'", "'5.5' is not a whole number of chips"),
        ("'p1 sd AsKs'", "stud has no draws"),
    ],
)
def test_bad_actions_are_explained(action: str, message: str) -> None:
    exc = error(edited("'p1 cbr 5'", action))
    assert message in str(exc)
    assert "line 12: action 5" in str(exc)


@pytest.mark.parametrize(
    ("old", "new", "field", "message"),
    [
        ("'F7S'", "'NT'", "variant", "not 'NT'"),
        ("small_bet = 5", "small_bet = 10", "big_bet", "Big bet must be larger than the small bet (R1.4)"),
        ("bring_in = 2", "bring_in = 0", "bring_in", "Bring-in must be at least 1 chip"),
        ("antes = [1, 1, 1]", "antes = [0, 0, 2]", "antes", "one ante for everyone"),
        ("antes = [1, 1, 1]", "antes = [1, 1]", "antes", "expected 3 values (one per player)"),
        ("[200, 200, 200]", "[200, 0, 200]", "starting_stacks", "at least 1 chip, got 0"),
        ("[200, 200, 200]", "[200, 200.5, 200]", "starting_stacks", "whole numbers"),
        ("[200, 200, 200]", "[200]", "starting_stacks", "2 to 8 players, not 1 (R1.2)"),
        ("big_bet = 10", "big_bet = 'ten'", "big_bet", "expected a number of chips"),
        ("actions = [", "actions = 3\nx = [", "actions", "expected a list of action strings"),
    ],
)
def test_bad_fields_are_named(old: str, new: str, field: str, message: str) -> None:
    exc = error(edited(old, new))
    assert exc.field == field
    assert message in str(exc)
    assert f"field '{field}'" in str(exc)


@pytest.mark.parametrize(
    ("extra", "field", "message"),
    [
        ("seats = [1, 1, 2]", "seats", "different seat numbers"),
        ("players = ['a', 'b']", "players", "expected 3 player names"),
        ("_studdesk_raise_cap = 7", "_studdesk_raise_cap", "Raise cap must be 3 or 4"),
        ("_studdesk_odd_chip_rule = 'dealer'", "_studdesk_odd_chip_rule", "position, high_card_by_suit"),
        ("_studdesk_all_in_rule = 'half'", "_studdesk_all_in_rule", "half_bet, full_bet"),
        ("_studdesk_open_pair_big_bet = 1", "_studdesk_open_pair_big_bet", "expected true or false, got 1"),
        ("finishing_stacks = [1, 2]", "finishing_stacks", "expected 3 values"),
    ],
)
def test_bad_optional_fields_are_named(extra: str, field: str, message: str) -> None:
    exc = error(MINIMAL + extra + "\n")
    assert exc.field == field and message in str(exc)


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(PhhError, match="cannot read the file"):
        load_phh(tmp_path / "missing.phh")
    (tmp_path / "binary.phh").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(PhhError, match=r"binary\.phh: cannot read the file"):
        load_phh(tmp_path / "binary.phh")
