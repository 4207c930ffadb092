"""The bots of a sit-and-go, kept for the whole tournament, and playing a hand with them headless.

Used by the play layer's tournament game (in the desktop app's engine thread
and in `studdesk-sim sng`), which also plays the rest of a tournament headless
when the player leaves after busting.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from studdesk.bots.base import Bot, reseed, safe_decision
from studdesk.bots.play import close_bots, notify_hand_over
from studdesk.bots.registry import make_bot
from studdesk.engine.actions import Act
from studdesk.engine.errors import StudDeskError
from studdesk.engine.hand import Hand
from studdesk.engine.tournament_config import TournamentConfig

if TYPE_CHECKING:  # the practice table takes `starting_seed` from here without the tournaments' engine
    from studdesk.engine.tournament import DirectorEvent, TournamentDirector

#: makes the bot of one seat: (seat, bot name, seed) -> bot
BotMaker = Callable[[int, str, int], Bot]
#: told when a bot fails and checks or folds instead: (the player's name, what went wrong)
Notify = Callable[[str, str], None]


def registry_bot(seat: int, bot_name: str, seed: int) -> Bot:
    """The registered bot of that name (the seat plays no part)."""
    del seat
    return make_bot(bot_name, seed)


def starting_seed(seed: int, seat: int) -> int:
    """The seed a seat's bot is created with (reseeded before every hand after that)."""
    return seed * 1000 + seat


class BotRoster:
    """The entrants' bots, kept for the whole tournament so that bots which learn keep learning.

    What makes a saved and resumed game play on exactly as an uninterrupted one:
    before each hand every bot's random source is reseeded from the hand's
    `bot_seed`, and after loading, `catch_up` shows fresh bots the final views
    of every hand already played, as they saw them at the time.
    """

    def __init__(
        self, config: TournamentConfig, seed: int, make: BotMaker = registry_bot, notify: Notify | None = None
    ) -> None:
        self.bots: dict[int, Bot] = {}
        self.notify = notify
        try:
            for seat, entrant in enumerate(config.entrants):
                if entrant.bot is not None:
                    self.bots[seat] = make(seat, entrant.bot, starting_seed(seed, seat))
        except BaseException:
            self.close()  # the bots made so far may have processes of their own
            raise

    def prepare(self, director: TournamentDirector) -> None:
        """Reseed each bot still in for the hand about to be dealt (or in progress)."""
        for seat in director.alive_seats:
            bot = self.bots.get(seat)
            if bot is not None:
                reseed(bot, director.bot_seed(seat))

    def decide(self, hand: Hand, seat: int) -> Act:
        """The bot's command (check-or-fold if it fails: see `safe_decision`)."""
        act, problem = safe_decision(self.bots[seat], hand.view(seat))
        if problem is not None and self.notify is not None:
            self.notify(hand.by_seat[seat].name, problem)
        return act

    def hand_over(self, hand: Hand) -> None:
        notify_hand_over(hand, self.bots)

    def catch_up(self, director: TournamentDirector) -> None:
        """After loading: replay the log (no bot is asked anything) and show each hand's end."""
        from studdesk.engine.tournament import TournamentDirector

        TournamentDirector.replay(director.config, director.seed, director.log, on_hand_end=self.hand_over)

    def close(self) -> None:
        """End the bots' own processes (third-party bots); safe to call more than once."""
        close_bots(self.bots.values())


def play_hand(
    director: TournamentDirector, roster: BotRoster, on_hand_over: Callable[[Hand], None] | None = None
) -> tuple[DirectorEvent, ...]:
    """Play the next hand with the roster's bots; returns the director's events.

    At the hand's end the bots are shown their final views, then `on_hand_over` sees the hand.
    """
    roster.prepare(director)
    hand, events = director.start_hand()
    out: list[DirectorEvent] = list(events)
    while not hand.is_over:
        acting = hand.to_act
        assert acting is not None
        if acting not in roster.bots:
            raise StudDeskError(f"seat {acting} is a human player; a headless game needs a bot there")
        out.extend(director.apply(roster.decide(hand, acting)))
    roster.hand_over(hand)
    if on_hand_over is not None:
        on_hand_over(hand)
    out.extend(director.finish_hand())
    return tuple(out)
