"""Plays a practice table the way the desktop app's engine thread does, for kill_during_save.py --app.

    .venv/bin/python benchmarks/app_save_driver.py FOLDER --hands N --seed S

The play layer's `Runner` (what the app's engine thread runs, without Qt)
deals, lets the bots act and takes the player's commands (the player calls or
checks), saving as the app saves: after every command of the player and after
every hand. When FOLDER already holds the practice save, the game is resumed
from it, exactly where it was (the interrupted hand dealt again, its commands
replayed). At N hands it prints the table as JSON: who sits where with how many
chips, and the hands played.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from studdesk.engine.actions import Act, ActionKind
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.defaults import PRACTICE_SLOT as SLOT
from studdesk.play.messages import Halted, NewGame, ResumeChoice, ResumeGame, StartPractice, Step, TakeAction
from studdesk.play.practice import HUMAN_SEAT, PracticeGame
from studdesk.play.runner import Runner
from studdesk.play.status import GameKind

#: random bots (no learning from hand to hand), a deep stack: the player never busts
SETTINGS = Settings(opponents=4, default_bot="random", starting_stack=1_000_000)


def play(folder: Path, hands: int, seed: int) -> dict[str, object]:
    store = SaveStore(folder)
    runner = Runner(store, ResultsStore(folder / "results"))
    if store.path_for(SLOT).exists():
        start = ResumeGame(ResumeChoice(SLOT, GameKind.PRACTICE), SETTINGS)
        replies = runner.handle(NewGame(1, start))
    else:
        replies = runner.handle(NewGame(1, StartPractice(SETTINGS, seed)))
    game = runner.game
    assert isinstance(game, PracticeGame), replies
    while True:
        hand = runner.hand
        if game.session.hands_played >= hands and (hand is None or hand.is_over):
            break
        if hand is not None and not hand.is_over and hand.to_act == HUMAN_SEAT:
            offers = {o.kind: o for o in hand.legal_actions(HUMAN_SEAT)}
            choice = (
                offers.get(ActionKind.CHECK) or offers.get(ActionKind.CALL) or next(iter(offers.values()))
            )
            runner.handle(TakeAction(Act.taking(HUMAN_SEAT, choice)))
        else:
            for reply in runner.handle(Step()):
                if isinstance(reply, Halted):
                    raise SystemExit(f"the table halted: {reply.message}")
    hand = runner.hand
    final = hand.final_stacks() if hand is not None else {p.seat: p.stack for p in game.session.players()}
    return {"hands": game.session.hands_played, "stacks": {str(k): v for k, v in sorted(final.items())}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps(play(args.folder, args.hands, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
