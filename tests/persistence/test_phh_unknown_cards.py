"""docs/rules.md §9: cards chosen for unknown cards (`??`) keep every recorded action legal.

Each history below is built so that the first unused cards (what the replay used to take)
would make the engine disagree with the history: the wrong player would bring in or open.
"""

from __future__ import annotations

import pytest

from studdesk.engine.cards import card
from studdesk.engine.ordering import bring_in_key
from studdesk.engine.variants import LowCardRule
from studdesk.persistence.phh import PhhError, final_stacks, parse_phh, replay
from studdesk.persistence.phh_cards import MAX_TRIALS

HEADER = """\
variant = '{variant}'
antes = {antes}
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = {stacks}
actions = [
{actions}
]
"""


def history(actions: str, players: int = 3, variant: str = "F7S", finishing: list[int] | None = None) -> str:
    lines = ",\n".join(f"  '{a.strip()}'" for a in actions.strip().split(";"))
    text = HEADER.format(variant=variant, antes=[1] * players, stacks=[100] * players, actions=lines)
    if finishing is not None:
        text += f"finishing_stacks = {finishing}\n"
    return text


def replay_error(text: str) -> PhhError:
    with pytest.raises(PhhError) as caught:
        replay(parse_phh(text, source="hand.phh"))
    return caught.value


#: p1 folds on 3rd street without showing; the 3c brings in. The first unused card for
#: p1's door would be a deuce, which would have to bring in instead.
UNKNOWN_DOOR = """
d dh p1 ??????; d dh p2 AhKhKd; d dh p3 5d6d3c;
p3 pb; p1 f; p2 cc;
d dh p2 Qh; d dh p3 4d;
p2 cbr 5; p3 f
"""


def test_s9_unknown_door_card_is_chosen_so_that_the_recorded_player_brings_in() -> None:
    hand = replay(parse_phh(history(UNKNOWN_DOOR, variant="F7S/8", finishing=[99, 104, 97])))
    door = hand.order[0].cards[2]
    rule = LowCardRule.LOWEST_ACE_HIGH
    assert bring_in_key(rule, door) < bring_in_key(rule, card("3c"))  # p1's door is above the 3c
    assert final_stacks(hand) == [99, 104, 97]


#: p2's K-9 opens 4th street. p1 shows the 2d and an unknown card, then folds: the first
#: unused card (the 2h) would pair the deuce and make p1 open instead.
UNKNOWN_FOURTH_STREET = """
d dh p1 JcTc2d; d dh p2 7h8hKs; d dh p3 3s4s2c;
p3 pb; p1 cc; p2 cc;
d dh p1 ??; d dh p2 9d; d dh p3 5h;
p2 cbr 5; p3 f; p1 f
"""


def test_s9_unknown_up_card_on_a_later_street_is_chosen_so_that_the_recorded_player_opens() -> None:
    hand = replay(parse_phh(history(UNKNOWN_FOURTH_STREET, finishing=[97, 106, 97])))
    fourth = hand.order[0].cards[3]
    assert fourth.rank.symbol not in ("2", "A")  # no pair of deuces, no ace: K-9 shows best
    assert final_stacks(hand) == [97, 106, 97]


def test_s9_unknown_cards_that_cannot_explain_the_bring_in_are_refused_naming_the_action() -> None:
    # heads-up, p2's door is the As: whatever p1's door is, it is lower, so p1 brings in
    text = history("d dh p1 ??????; d dh p2 KhKdAs; p2 pb; p1 cc", players=2)
    error = replay_error(text)
    assert "action 3 'p2 pb'" in str(error)
    assert "no cards for the unknown cards (??) found explain this: it is p1's turn, not p2's" in str(error)
    assert error.rule == "R3.2"


def test_s9_unknown_up_card_that_cannot_explain_the_opener_is_refused_naming_the_action() -> None:
    # p1 shows the Ah: ace-high beats p2's K-9 whatever p1's 4th-street card is
    text = history(UNKNOWN_FOURTH_STREET.replace("JcTc2d", "JcTcAh"))
    error = replay_error(text)
    assert "action 10 'p2 cbr 5'" in str(error)
    assert "explain this: it is p1's turn, not p2's" in str(error)
    assert error.rule == "R3.6"


def test_unknown_cards_shown_later_are_the_shown_ones() -> None:
    actions = UNKNOWN_FOURTH_STREET.replace("p2 cbr 5; p3 f; p1 f", "p2 cbr 5; p3 f; p1 cc")
    actions += "; d dh p1 Qd; d dh p2 Qs; p2 cc; p1 cc; d dh p1 8d; d dh p2 Jd; p2 cc; p1 cc"
    actions += "; d dh p1 ??; d dh p2 6s; p2 cc; p1 cc; p2 sm; p1 sm JcTc2d3hQd8d4c"
    hand = replay(parse_phh(history(actions)))
    assert [str(c) for c in hand.order[0].cards] == ["Jc", "Tc", "2d", "3h", "Qd", "8d", "4c"]


def test_a_hostile_history_gives_up_after_a_bounded_search() -> None:
    """Eight hands of unknown cards, and p1's four aces showing make p2's 6th-street turn impossible.

    Every choice of the earlier unknown up cards fails only on 6th street, so the search
    would try them all: it stops after MAX_TRIALS replays and names the action.
    """
    others = range(2, 9)

    def deal(p1_cards: str, unknown: str) -> str:
        return "; ".join([f"d dh p1 {p1_cards}", *(f"d dh p{i} {unknown}" for i in others)])

    def checks_from_p1() -> str:
        return "; ".join(f"p{i} cc" for i in range(1, 9))

    actions = "; ".join(
        [
            deal("2c3cAc", "??????"),
            "p2 pb",
            *(f"p{i} cc" for i in range(3, 9)),
            "p1 cc",
            deal("Ad", "??"),
            checks_from_p1(),  # a pair of aces showing opens
            deal("Ah", "??"),
            checks_from_p1(),
            deal("As", "??"),
            "p2 cc",  # four aces show: p1 opens, whatever the others hold
        ]
    )
    error = replay_error(history(actions, players=8))
    assert f"no cards for the unknown cards (??) found in {MAX_TRIALS} tries explain this" in str(error)
    assert "'p2 cc'" in str(error) and "it is p1's turn, not p2's" in str(error)
    assert error.rule == "R3.6"
