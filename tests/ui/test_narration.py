"""The dealer's log in words, from censored events only."""

from __future__ import annotations

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import card
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    BetsCollected,
    CardDealt,
    HandStarted,
    PotAwarded,
    PotInfo,
    PotShare,
    SeatInfo,
    ShowdownRevealed,
)
from studdesk.wording.narration import Narrator, action_phrase

STARTED = HandStarted(
    4, "stud8", 2, (SeatInfo(0, "You", 1000), SeatInfo(1, "Ada", 990), SeatInfo(2, "Bo", 5)), 1, 5, 20, 40
)


def _narrator() -> Narrator:
    n = Narrator(viewer=0)
    n.lines((STARTED,))
    return n


def test_hand_start_names_game_structure_and_button() -> None:
    line = Narrator(0).lines((STARTED,))[0]
    assert "Hand #4" in line and "Seven Card Stud Hi/Lo" in line and "20/40" in line and "Bo" in line


def test_a_deal_round_is_one_line_and_never_tells_a_hidden_card() -> None:
    n = _narrator()
    group = (
        CardDealt(0, card("Kc"), False),
        CardDealt(1, None, False),
        CardDealt(2, None, False),
        CardDealt(0, card("2h"), False),
        CardDealt(1, None, False),
        CardDealt(2, None, False),
        CardDealt(0, card("6s"), True),
        CardDealt(1, card("Ah"), True),
        CardDealt(2, card("Td"), True),
    )
    assert n.lines(group) == ["Your down cards: K♣ 2♥.", "Up cards: You 6♠, Ada A♥, Bo 10♦."]


def test_antes_in_one_line_unless_someone_is_short() -> None:
    n = _narrator()
    assert n.lines((AntePosted(0, 1, False), AntePosted(1, 1, False))) == ["Everyone antes 1."]
    assert n.lines((AntePosted(0, 1, False), AntePosted(2, 1, True)))[1] == "Bo antes 1 and is all-in."


def test_action_phrases() -> None:
    def taken(kind: ActionKind, amount: int, paid: int, all_in: bool = False, big: bool = False) -> str:
        return action_phrase(ActionTaken(1, kind, amount, paid, all_in, 100, big))

    assert taken(ActionKind.BRING_IN, 5, 5) == "Brings in for 5"
    assert taken(ActionKind.COMPLETE, 20, 20) == "Completes to 20"
    assert taken(ActionKind.RAISE, 40, 35) == "Raises to 40"
    assert taken(ActionKind.CALL, 40, 20, all_in=True) == "Calls 20 — all-in"
    assert taken(ActionKind.BET, 40, 40, big=True) == "Bets 40 (big bet)"


def test_showdown_and_split_pot_lines() -> None:
    n = _narrator()
    shown = ShowdownRevealed(
        1,
        tuple(card(c) for c in ("Ah", "2c", "3d", "4s", "5h", "Kd", "Kc")),
        "Straight, five high",
        "5-4-3-2-A low",
    )
    assert n.lines((shown,)) == ["Ada shows A♥ 2♣ 3♦ 4♠ 5♥ K♦ K♣: Straight, five high; 5-4-3-2-A low."]
    no_low = ShowdownRevealed(2, (), "Pair of kings", None)
    assert n.lines((no_low,))[0].endswith("Pair of kings; no low.")
    award = PotAwarded(1, 2, 30, PotShare.LOW, "7-5-4-2-A low", None)
    assert n.lines((award,)) == ["Bo wins 30 from the low half of side pot 1 with 7-5-4-2-A low."]
    pots = BetsCollected((PotInfo(60, (0, 1, 2)), PotInfo(40, (0, 1))))
    assert n.lines((pots,)) == ["Pot 100 (main pot 60, side pot 40)."]
    three = BetsCollected((PotInfo(600, (0, 1, 2, 3)), PotInfo(1140, (0, 1, 2)), PotInfo(60, (0, 1))))
    assert n.lines((three,)) == ["Pot 1,800 (main pot 600, side pot 1: 1,140, side pot 2: 60)."]


def test_the_player_is_spoken_to_in_the_second_person() -> None:
    n = _narrator()
    assert n.lines((ActionTaken(0, ActionKind.CHECK, 0, 0, False, 999, False),)) == ["You check."]
    assert n.lines((ActionTaken(0, ActionKind.FOLD, 0, 0, False, 999, False),)) == ["You fold."]
    assert n.lines((ActionTaken(0, ActionKind.CALL, 20, 20, False, 979, False),)) == ["You call 20."]
    assert n.lines((ActionTaken(1, ActionKind.CHECK, 0, 0, False, 990, False),)) == ["Ada checks."]
