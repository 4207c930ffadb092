"""A practice table saved in the middle of a hand goes on exactly as it would have (issue 13)."""

from __future__ import annotations

from pathlib import Path

from studdesk.bots.base import safe_decision
from studdesk.engine.actions import Act, ActionKind
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.practice import HUMAN_SEAT, PracticeGame

#: random bots draw a random number for every decision: the hardest to resume exactly
SETTINGS = Settings(opponents=4, default_bot="random", starting_stack=100_000)


def _act(game: PracticeGame) -> None:
    """One command: the player checks or calls, a bot decides."""
    hand = game.hand
    assert hand is not None and hand.to_act is not None
    seat = hand.to_act
    if seat == HUMAN_SEAT:
        offers = {o.kind: o for o in hand.legal_actions(seat)}
        choice = offers.get(ActionKind.CHECK) or offers.get(ActionKind.CALL) or hand.legal_actions(seat)[0]
        game.table.apply(Act.taking(seat, choice))
    else:
        game.table.apply(safe_decision(game.bots[seat], hand.view(seat))[0])


def _finish_hand(game: PracticeGame) -> dict[int, int]:
    hand = game.hand
    assert hand is not None
    while not hand.is_over:
        _act(game)
    return hand.final_stacks()


def test_bots_go_on_deciding_as_if_the_game_had_never_been_closed(tmp_path: Path) -> None:
    game = PracticeGame.new(SETTINGS, 11, SaveStore(tmp_path / "a"))
    for _ in range(3):
        game.start_hand()
        _finish_hand(game)
        game.settle()
    game.start_hand()
    while len(game.table.pending_acts) < 5:  # the bots have drawn random numbers in this hand
        _act(game)
    store = SaveStore(tmp_path / "b")
    game.write_save(store)

    straight = _finish_hand(game)
    loaded, pending = PracticeGame.load(store, "practice", SETTINGS)
    assert len(pending) == 5
    loaded.resume(pending)
    assert _finish_hand(loaded) == straight
