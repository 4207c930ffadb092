"""What the runner plays: a practice table or a sit-and-go, behind one small interface.

The loop is the same for both (deal, let the bots act, take the player's
commands, settle the hand); what differs is who sits where, what happens
between hands and how the game is saved. The hand itself is played on the
game's `table`, the engine's `LoggedTable` (it keeps the command log).
"""

from __future__ import annotations

import contextlib
import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from studdesk.bots.base import Bot, BotError, safe_decision
from studdesk.bots.play import close_bots, notify_hand_over
from studdesk.bots.registry import DEFAULT_DEADLINE, BotLoadError, is_builtin, make_bot
from studdesk.engine.actions import Act
from studdesk.engine.errors import IllegalActionError
from studdesk.engine.events import Event
from studdesk.engine.hand import Hand
from studdesk.engine.logged_table import LoggedTable
from studdesk.persistence.saves import SaveStore
from studdesk.play.status import GameKind, GameStatus, HaltReason
from studdesk.wording import game as words
from studdesk.wording.bots import bot_label
from studdesk.wording.system import FileProblem

if TYPE_CHECKING:  # a practice game never loads the tournaments' results
    from studdesk.persistence.results import TournamentResult

log = logging.getLogger(__name__)

#: a bot name no installed bot answers to is replaced by this one (and the player told)
FALLBACK_BOT = "calling-station"


@dataclass(frozen=True, slots=True)
class Stop:
    """Settling a hand ended the dealing for now (see `HaltReason`)."""

    reason: HaltReason
    message: str
    result: TournamentResult | None = None


#: makes the built-in bots in the games made meanwhile (`built_in_bots_by`); None: `make_bot`, here
_builtin_maker: ContextVar[Callable[[str, int], Bot] | None] = ContextVar("builtin_maker", default=None)


@contextlib.contextmanager
def built_in_bots_by(maker: Callable[[str, int], Bot] | None) -> Iterator[None]:
    """The built-in bots of the games made in this block come from `maker(name, seed)` (the app's:
    in a process of their own, `bots.hosted`); None leaves them to `make_bot`, in this process."""
    token = _builtin_maker.set(maker)
    try:
        yield
    finally:
        _builtin_maker.reset(token)


def _make(bot_name: str, seed: int, deadline: float) -> Bot:
    maker = _builtin_maker.get()
    if maker is not None and is_builtin(bot_name):
        try:
            return maker(bot_name, seed)
        except BotError:  # its process could not start: the bot plays here, as it always did
            log.warning("the bots' process could not start; %s plays in this one", bot_name, exc_info=True)
    return make_bot(bot_name, seed, deadline)


def make_bot_or_fallback(
    bot_name: str, player: str, seed: int, notices: list[str], deadline: float = DEFAULT_DEADLINE
) -> Bot:
    """The named bot; an unknown or broken one plays as FALLBACK_BOT, and the player is told.

    `deadline` is the seconds a third-party bot (in its own process) has per decision.
    """
    try:
        return _make(bot_name, seed, deadline)
    except BotLoadError as exc:
        notices.append(words.bot_replaced(player, exc, bot_label(FALLBACK_BOT)))
        return _make(FALLBACK_BOT, seed, deadline)


class Game(ABC):
    """One game at one table, driven hand by hand by the runner."""

    kind: GameKind
    #: the save slot the game is written to
    slot: str

    def __init__(
        self,
        store: SaveStore | None,
        human: int | None,
        seat_count: int,
        bot_deadline: float = DEFAULT_DEADLINE,
    ) -> None:
        self.store = store
        #: seconds a third-party bot has per decision
        self.bot_deadline = bot_deadline
        #: the player's seat; None when only bots play (a watched tournament)
        self.human = human
        self.seat_count = seat_count
        #: things to tell the player with the next batch
        self.notices: list[str] = []
        #: told of every hand played to its end (a hand history, say); not of hands replayed on loading
        self.hand_observers: list[Callable[[Hand], None]] = []
        self._save_failed = False

    # ------------------------------------------------------------------ the hand

    @property
    @abstractmethod
    def table(self) -> LoggedTable[Any]:
        """The table the hands are played at, with their command log."""

    @property
    def hand(self) -> Hand | None:
        """The hand being played (also once it is over, until `settle`), or None between hands."""
        return self.table.hand

    @property
    @abstractmethod
    def bots(self) -> Mapping[int, Bot]:
        """The bot of every seat a bot plays."""

    def before_deal(self) -> Stop | None:
        """A question for the player before the next hand is dealt (None: deal on)."""
        return None

    @abstractmethod
    def start_hand(self) -> tuple[Event, ...]:
        """Deal the next hand; raises ConfigurationError (changing nothing) when none can be dealt."""

    @abstractmethod
    def settle(self) -> Stop | None:
        """Carry over a finished hand (and save); a Stop when the dealing must wait for the player."""

    @abstractmethod
    def status(self) -> GameStatus:
        """The plain-data picture of the game for the screens."""

    @abstractmethod
    def write_save(self, store: SaveStore) -> None:
        """Write the game to its slot (raises OSError)."""

    @abstractmethod
    def away_note(self) -> str:
        """What the panel says while the player is not dealt in."""

    # ------------------------------------------------------------------ shared

    def resume(self, pending: Sequence[Act]) -> tuple[Event, ...]:
        """Deal the interrupted hand again (same cards) and replay the commands saved from it.

        A bot is asked again for each command it had made (its answer is not used), so a
        bot that draws random numbers is where it was when the game was saved, and the hand
        goes on exactly as it would have.
        """
        events = list(self.start_hand())
        for step, act in enumerate(pending, start=1):
            hand = self.hand
            bot = self.bots.get(act.seat)
            if bot is not None and hand is not None and hand.to_act == act.seat:
                safe_decision(bot, hand.view(act.seat))
            try:
                events.extend(self.table.apply(act))
            except IllegalActionError as exc:
                self.notices.append(words.saved_hand_goes_on(step, exc))
                break
        return tuple(events)

    def save(self) -> None:
        """Save now; a failure is told once (the game goes on), not at every hand."""
        if self.store is None:
            return
        try:
            self.write_save(self.store)
        except (OSError, ValueError) as exc:
            # one line per attempt, not a traceback: a read-only folder fails at every command
            log.warning("saving %s failed: %s", self.slot, _one_line(exc))
            if not self._save_failed:
                self.notices.append(words.not_saved(FileProblem(exc)))
            self._save_failed = True
        else:
            if self._save_failed:
                self.notices.append(words.saved_again())
            self._save_failed = False

    def hand_over(self, hand: Hand) -> None:
        """A hand was played to its end: its bots learn from it, then every observer is told."""
        notify_hand_over(hand, self.bots)
        self.tell_observers(hand)

    def tell_observers(self, hand: Hand) -> None:
        for observer in self.hand_observers:
            observer(hand)

    def viewer_for(self, hand: Hand) -> int | None:
        """The player's seat if they are dealt in, else None (they watch as a spectator)."""
        if self.human is not None and self.human in hand.by_seat:
            return self.human
        return None

    def take_notices(self) -> tuple[str, ...]:
        out, self.notices = tuple(self.notices), []
        return out

    def close(self) -> None:
        """End the bots' own processes (third-party bots) at once: the game is over or replaced.

        Also called from the GUI thread when the app closes: the bots are listed first, in
        one step, so a bot seated meanwhile in the engine thread cannot break the loop.
        """
        close_bots(list(self.bots.values()))


def _one_line(exc: BaseException) -> str:
    """An exception for one log line: its type and words, within ~200 characters."""
    text = " ".join(f"{type(exc).__name__}: {exc}".split())
    return text if len(text) <= 200 else text[:197] + "..."
