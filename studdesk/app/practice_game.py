"""Cash practice in the app: a `PracticeSession` with its bots, saved after every hand and change.

Between hands the player can top up (or re-buy), sit out, seat or send away
bots, and change the game; every such change goes into the session's log, so
the saved game replays exactly. A player (bot or human) who loses every chip
buys back in for the starting stack before the next hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.app.games import OPPONENT_NAMES, Game, Stop, make_bot_or_fallback
from studdesk.bots.base import Bot
from studdesk.bots.play import notify_hand_over
from studdesk.bots.roster import reseed
from studdesk.engine.actions import Act
from studdesk.engine.errors import ConfigurationError
from studdesk.engine.events import Event
from studdesk.engine.hand import Hand
from studdesk.engine.session import PracticeSession
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.ui.game_status import (
    AddBot,
    HaltReason,
    PracticeRequest,
    PracticeStatus,
    RemoveBot,
    SitOut,
    TopUp,
)

HUMAN_SEAT = 0
SLOT = "practice"
#: the most chips one top-up may add (keeps stacks far from any integer limit of the widgets)
MAX_TOP_UP = 10_000_000


class PracticeGame(Game):
    kind = "cash"
    slot = SLOT

    def __init__(self, session: PracticeSession, settings: Settings, store: SaveStore | None) -> None:
        super().__init__(store, HUMAN_SEAT, session.table.seat_count)
        self.session = session
        self.settings = settings
        self.bots: dict[int, Bot] = {}
        for player in session.players():
            if player.bot is not None:
                self.bots[player.seat] = self._make(player.bot, player.name, player.seat)

    @classmethod
    def new(cls, settings: Settings, seed: int, store: SaveStore | None) -> PracticeGame:
        """The player in seat 0 and the settings' bots clockwise from them, all with the starting stack."""
        session = PracticeSession(settings.game_config(), settings.opponents + 1, seed)
        session.sit(HUMAN_SEAT, settings.player_name, settings.starting_stack)
        for i in range(settings.opponents):
            session.sit(i + 1, OPPONENT_NAMES[i], settings.starting_stack, bot=settings.bot_for_opponent(i))
        game = cls(session, settings, store)
        game.save()
        return game

    def _make(self, bot_name: str, player: str, seat: int) -> Bot:
        return make_bot_or_fallback(bot_name, player, self.session.seed * 1000 + seat, self.notices)

    # ------------------------------------------------------------------ the hand

    @property
    def hand(self) -> Hand | None:
        return self.session.hand

    def bot(self, seat: int) -> Bot:
        return self.bots[seat]

    def start_hand(self) -> tuple[Event, ...]:
        self._rebuy()
        for seat, bot in self.bots.items():
            reseed(bot, self.session.bot_seed(seat))
        try:
            _hand, events = self.session.start_hand()
        except ConfigurationError:
            self.save()  # the re-buys are kept even when no hand can be dealt
            raise
        return events

    def apply(self, act: Act) -> tuple[Event, ...]:
        return self.session.apply(act)

    def settle(self) -> Stop | None:
        hand = self.session.hand
        if hand is None or not hand.is_over:
            return None
        notify_hand_over(hand, {s: b for s, b in self.bots.items() if s in hand.by_seat})
        self.session.finish_hand()
        self.save()
        return None

    def cannot_deal(self, reason: str) -> Stop:
        return Stop(
            HaltReason.NO_HAND,
            f"No hand can be dealt: {reason}. Sit in, or add a bot from the Table menu.",
        )

    def _rebuy(self) -> None:
        for player in self.session.players():
            if player.is_busted:
                self.session.add_chips(player.seat, self.settings.starting_stack)
                who = "You buy" if player.seat == HUMAN_SEAT else f"{player.name} buys"
                self.notices.append(f"{who} back in for {self.settings.starting_stack:,} chips.")

    # ------------------------------------------------------------------ between hands

    def check(self, request: PracticeRequest, queued: Sequence[PracticeRequest] = ()) -> None:
        """Refuse at once what cannot work (raises ConfigurationError), before it waits for the hand's end."""
        if isinstance(request, TopUp) and not 0 < request.chips <= MAX_TOP_UP:
            raise ConfigurationError(f"add between 1 and {MAX_TOP_UP:,} chips")
        if isinstance(request, RemoveBot) and request.seat not in self.bots:
            raise ConfigurationError(f"there is no bot in seat {request.seat + 1}")
        freed = any(isinstance(q, RemoveBot) for q in queued)
        if isinstance(request, AddBot) and not freed and len(self.session.players()) >= self.seat_count:
            raise ConfigurationError(self._full())

    def _full(self) -> str:
        return (
            f"the table is full ({self.seat_count} seats): send a bot away first, or choose "
            "more opponents in Settings for a bigger table"
        )

    def request(self, request: PracticeRequest) -> str:
        """Apply a between-hands request; returns what happened in words (raises ConfigurationError)."""
        session = self.session
        if isinstance(request, TopUp):
            if not 0 < request.chips <= MAX_TOP_UP:
                raise ConfigurationError(f"add between 1 and {MAX_TOP_UP:,} chips")
            was_empty = session.player(HUMAN_SEAT).is_busted
            session.add_chips(HUMAN_SEAT, request.chips)
            verb = "re-buy" if was_empty else "top up"
            text = f"You {verb} for {request.chips:,} chips."
        elif isinstance(request, SitOut):
            if request.sitting_out:
                session.sit_out(HUMAN_SEAT)
                text = "You sit out: the bots play on without you until you sit in again."
            else:
                session.sit_in(HUMAN_SEAT)
                text = "You sit in again from this hand."
        elif isinstance(request, AddBot):
            text = self._add_bot(request.bot)
        elif isinstance(request, RemoveBot):
            if request.seat not in self.bots:
                raise ConfigurationError(f"there is no bot in seat {request.seat + 1}")
            name = session.player(request.seat).name
            session.leave(request.seat)
            del self.bots[request.seat]
            text = f"{name} leaves the table."
        self.save()
        return text

    def _add_bot(self, bot_name: str) -> str:
        taken = {p.seat for p in self.session.players()}
        free = [s for s in range(self.seat_count) if s not in taken]
        if not free:
            raise ConfigurationError(self._full())
        names = {p.name for p in self.session.players()}
        name = next((n for n in OPPONENT_NAMES if n not in names), f"Bot {free[0] + 1}")
        chips = self.settings.starting_stack
        bot = self._make(bot_name, name, free[0])
        self.session.sit(free[0], name, chips, bot=bot_name)
        self.bots[free[0]] = bot
        return f"{name} ({bot_name}) sits down in seat {free[0] + 1} with {chips:,} chips."

    def apply_settings(self, settings: Settings) -> bool:
        """New settings between hands. False when they need a new table (other seats or stacks)."""
        old = self.settings
        same_seats = settings.opponents == old.opponents and all(
            settings.bot_for_opponent(i) == old.bot_for_opponent(i) for i in range(settings.opponents)
        )
        if not same_seats or settings.starting_stack != old.starting_stack:
            return False
        config = settings.game_config()
        if config != self.session.config:
            self.session.change_game(config.variant.key, config.structure, config.rules)
        player = self.session.table.players.get(HUMAN_SEAT)
        if player is not None:
            player.name = settings.player_name  # a name is shown, never replayed against
        self.settings = settings
        self.save()
        return True

    # ------------------------------------------------------------------ saving and showing

    def status(self) -> PracticeStatus:
        config = self.session.config
        return PracticeStatus(
            self.session.players(), self.seat_count, config.variant.key, config.structure, HUMAN_SEAT
        )

    def write_save(self, store: SaveStore) -> None:
        store.save_session(self.slot, self.session)

    @classmethod
    def load(cls, store: SaveStore, slot: str, settings: Settings) -> tuple[PracticeGame, Sequence[Act]]:
        """The saved session at the start of its latest hand, and the commands saved from that hand."""
        loaded = store.load_session(slot)
        game = cls(loaded.session, settings, store)
        game.slot = slot
        return game, loaded.pending
