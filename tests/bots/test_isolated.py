"""Third-party bots run in a process of their own: whatever they do, the table goes on (issue 13).

The hostile bots are in `tests/bots/hostile.py`; each is loaded the way a user
loads a bot of their own (`package.module:ClassName`), so it runs isolated.
"""

from __future__ import annotations

import dataclasses
import os
import pickle
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from studdesk.bots import isolated
from studdesk.bots.base import BotError, safe_decision
from studdesk.bots.isolated import IsolatedBot
from studdesk.bots.loading import BotLoadError
from studdesk.bots.registry import make_bot
from studdesk.bots.wire import WireError, read_frame, write_frame
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card
from studdesk.engine.events import ActionTaken

from . import hostile
from .helpers import play_hands, start_hand

DEADLINE = 0.3
POLITE = "tests.bots.hostile:Polite"


def spec(cls: type) -> str:
    return f"{cls.__module__}:{cls.__name__}"


@pytest.fixture
def bots() -> Iterator[list[IsolatedBot]]:
    """Bots made in a test are closed at its end, whatever happens."""
    made: list[IsolatedBot] = []
    yield made
    for bot in made:
        bot.close()


def isolated_bot(made: list[IsolatedBot], cls: type, deadline: float = DEADLINE) -> IsolatedBot:
    bot = IsolatedBot(spec(cls), 1, deadline=deadline)
    made.append(bot)
    return bot


@pytest.mark.parametrize("cls", hostile.ALL, ids=lambda c: c.__name__)
def test_a_hostile_bot_never_stops_the_hand(bots: list[IsolatedBot], cls: type) -> None:
    bot = isolated_bot(bots, cls)
    started = time.monotonic()
    (hand, problems), (second, more) = play_hands(
        "stud", {0: bot, 1: isolated_bot(bots, hostile.Polite)}, hands=2, seed=5, stack=200
    )
    took = time.monotonic() - started
    for played in (hand, second):
        assert played.is_over
        assert sum(played.final_stacks().values()) == 400
        assert min(played.final_stacks().values()) >= 0
        assert not any(isinstance(e, ActionTaken) and e.amount > 200 for e in played.events)
    if cls in (hostile.Printer, hostile.HistoryRewriter):
        # printing, reading stdin, rewriting its own copy of the history: all harmless
        assert problems == more == []
        assert not any(getattr(e, "seat", None) == 99 for e in (*hand.events, *second.events))
        return
    # three failures in a row and it is dropped: check-or-fold at once from then on
    assert 1 <= len(problems) + len(more) <= isolated.DROP_AFTER_IN_ROW
    assert bot.dropped
    assert "only checks or folds from now on" in (problems + more)[-1]
    # at most three deadlines (and two restarts) however long the bot would have taken
    assert took < isolated.DROP_AFTER_IN_ROW * (DEADLINE + 3.0)


@pytest.mark.parametrize(
    ("cls", "said"),
    [
        (hostile.Sleeper, f"no answer within {DEADLINE:g} s"),
        (hostile.Looper, f"no answer within {DEADLINE:g} s"),
        (hostile.Exiter, "it raised SystemExit(3)"),
        (hostile.Interrupter, "it raised KeyboardInterrupt()"),
        (hostile.Raiser, "it raised RuntimeError('boom')"),
        (hostile.Crasher, "its process has ended"),
        (hostile.Mutator, "it raised AttributeError"),  # offers cannot be altered, not even by force
    ],
)
def test_each_failure_is_told_in_plain_words(bots: list[IsolatedBot], cls: type, said: str) -> None:
    bot = isolated_bot(bots, cls)
    hand = start_hand("stud", seed=3)
    seat = hand.to_act
    assert seat is not None
    act, problem = safe_decision(bot, hand.view(seat))
    assert problem is not None and problem.startswith(said)
    assert act.kind is ActionKind.BRING_IN  # the bring-in may not fold: the forced bet it is


def test_garbage_answers_are_named(bots: list[IsolatedBot]) -> None:
    bot = isolated_bot(bots, hostile.Garbage)
    hand = start_hand("razz", seed=2)
    view = hand.view(hand.to_act)  # type: ignore[arg-type]
    with pytest.raises(BotError, match=r"it answered None, which is not an action"):
        bot.decide(view)
    with pytest.raises(BotError, match=r"it answered 'raise', which is not an action"):
        bot.decide(view)


def test_a_bot_that_fails_now_and_then_is_restarted_then_dropped(
    bots: list[IsolatedBot], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(isolated, "DROP_AFTER_IN_ALL", 3)
    bot = isolated_bot(bots, hostile.SometimesSlow)
    hand = start_hand("stud", seed=3)
    view = hand.view(hand.to_act)  # type: ignore[arg-type]
    outcomes = []
    for _ in range(7):
        try:
            bot.decide(view)
            outcomes.append("ok")
        except BotError:
            outcomes.append("late")
    # answers, is late (killed), answers again after a restart, ... until the third failure
    assert outcomes == ["ok", "late", "ok", "late", "ok", "late", "ok"]
    assert bot.dropped and bot.failures == 3


def test_close_ends_a_bot_in_the_middle_of_a_decision_at_once(bots: list[IsolatedBot]) -> None:
    bot = isolated_bot(bots, hostile.Looper, deadline=60)
    hand = start_hand("stud", seed=3)
    view = hand.view(hand.to_act)  # type: ignore[arg-type]
    outcome: list[str] = []

    def decide() -> None:
        try:
            bot.decide(view)
            outcome.append("answered")
        except BotError as exc:
            outcome.append(str(exc))

    thinking = threading.Thread(target=decide, daemon=True)
    thinking.start()
    time.sleep(0.5)  # the bot is now looping
    started = time.monotonic()
    bot.close()
    thinking.join(timeout=5)
    assert time.monotonic() - started < 1.0
    assert not thinking.is_alive() and outcome == ["its process has ended"]
    assert bot.decide(view).kind is ActionKind.BRING_IN  # a closed bot checks or folds, at once


def test_the_bot_process_ends_when_studdesk_is_killed(tmp_path: Path) -> None:
    """A bot looping forever must not outlive a StudDesk that was killed (SIGKILL, a crash)."""
    script = tmp_path / "owner.py"
    script.write_text(
        "import os, sys\n"
        f"sys.path[:0] = {[str(Path(__file__).parents[2])]!r}\n"
        "from studdesk.bots.isolated import IsolatedBot\n"
        "from tests.bots.helpers import start_hand\n"
        "import threading\n"
        "bot = IsolatedBot('tests.bots.hostile:Looper', 1, deadline=60)\n"
        "print(bot._child.proc.pid, flush=True)\n"
        "hand = start_hand('stud', seed=3)\n"
        "threading.Thread(target=bot.decide, args=(hand.view(hand.to_act),), daemon=True).start()\n"
        "import time; time.sleep(0.5)\n"
        "os._exit(0)  # no close, no finalizer: as if killed\n",
        encoding="utf-8",
    )
    owner = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    child = int(owner.stdout.split()[0])
    for _ in range(50):
        if not _alive(child):
            break
        time.sleep(0.1)
    assert not _alive(child)


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(") ")[-1][0]
    except OSError:
        return False
    return state != "Z"


def test_loading_problems_are_load_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(BotLoadError, match=r"did not start: no answer within 1 s"):
        IsolatedBot(spec(hostile.SlowStarter), 1, start_timeout=1)
    with pytest.raises(BotLoadError, match=r"cannot import 'tests.bots.nothing_here'"):
        make_bot("tests.bots.nothing_here:Bot")
    (tmp_path / "exits_on_import.py").write_text("import sys\nsys.exit(1)\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(BotLoadError, match=r"could not be created: SystemExit\(1\)"):
        make_bot("exits_on_import:Bot")


def test_system_exit_in_process_is_a_bot_failure() -> None:
    hand = start_hand("stud", seed=3)
    act, problem = safe_decision(hostile.Exiter(), hand.view(hand.to_act))  # type: ignore[arg-type]
    assert problem == "it raised SystemExit(3)" and act.kind is ActionKind.BRING_IN


def test_rewritten_history_in_its_own_process_leaves_the_hand_alone(bots: list[IsolatedBot]) -> None:
    bot = isolated_bot(bots, hostile.HistoryRewriter)
    polite = isolated_bot(bots, hostile.Polite)
    [(hand, problems)] = play_hands("stud", {0: bot, 1: polite}, hands=1, seed=4)
    assert problems == []
    assert not any(getattr(e, "seat", None) == 99 for e in hand.events)


def test_the_view_sent_to_the_bot_shows_no_hidden_card() -> None:
    hand = start_hand("stud", seed=6, players=4)
    while hand.street < 2:
        seat = hand.to_act
        assert seat is not None
        hand.apply(safe_decision(hostile.Polite(), hand.view(seat))[0])
    viewer = hand.to_act
    assert viewer is not None
    sent = pickle.loads(pickle.dumps(hand.view(viewer)))  # what the bot's process receives
    allowed = {c for s in hand.order for c, up in zip(s.cards, s.up, strict=True) if up}
    allowed |= set(hand.by_seat[viewer].cards)
    hidden = {c for s in hand.order for c in s.cards} - allowed
    assert hidden  # there is something to hide
    assert not _cards_in(sent) & hidden


def _cards_in(value: object, seen: set[int] | None = None) -> set[Card]:
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, str | int | float | bool | type(None)):
        return set()
    seen.add(id(value))
    if isinstance(value, Card):
        return {value}
    found: set[Card] = set()
    if isinstance(value, tuple | list | set | frozenset):
        items: list[object] = list(value)
    elif isinstance(value, dict):
        items = [*value.keys(), *value.values()]
    else:  # every attribute: dataclass fields, slots (of the whole class tree) and a __dict__
        names = {f.name for f in dataclasses.fields(value)} if dataclasses.is_dataclass(value) else set()
        for cls in type(value).__mro__:
            slots = getattr(cls, "__slots__", ())
            names.update((slots,) if isinstance(slots, str) else slots)
        items = [getattr(value, name, None) for name in sorted(names)]
        items += list(getattr(value, "__dict__", {}).values())
    for item in items:
        found |= _cards_in(item, seen)
    return found


def test_frames_longer_than_the_limit_are_refused_and_a_closed_pipe_is_told() -> None:
    read, write = os.pipe()
    write_frame(write, b"x" * 100)
    os.close(write)
    with pytest.raises(WireError, match="a message of 100 bytes"):
        read_frame(read, 99)
    os.close(read)
    read, write = os.pipe()
    os.close(write)
    with pytest.raises(WireError, match="closed"):
        read_frame(read, 99)
    os.close(read)
