"""A practice table: a `PracticeSession` with its bots, saved after every hand and change.

Between hands the player can top up (or re-buy), sit out, seat or send away
bots, and change the game; every such change goes into the session's log, so
the saved game replays exactly. A player (bot or human) who loses every chip
buys back in for the starting stack before the next hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.bots.base import Bot, close_bot, reseed
from studdesk.bots.roster import starting_seed
from studdesk.engine.actions import Act
from studdesk.engine.errors import ConfigurationError
from studdesk.engine.events import Event
from studdesk.engine.session import PracticeSession
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.defaults import MAX_TOP_UP, PRACTICE_SLOT
from studdesk.play.games import Game, Stop, make_bot_or_fallback
from studdesk.play.messages import AddBot, PracticeRequest, RemoveBot, SitOut, TopUp
from studdesk.play.settings_plan import plan_change
from studdesk.play.status import GameKind, HaltReason, PracticeStatus
from studdesk.wording import game as words
from studdesk.wording.bots import bot_label
from studdesk.wording.names import OPPONENT_NAMES
from studdesk.wording.table import you_sit_out

HUMAN_SEAT = 0


class PracticeGame(Game):
    kind = GameKind.PRACTICE
    slot = PRACTICE_SLOT

    def __init__(self, session: PracticeSession, settings: Settings, store: SaveStore | None) -> None:
        super().__init__(store, HUMAN_SEAT, session.table.seat_count, settings.bot_time_limit)
        self.session = session
        self.settings = settings
        self._bots: dict[int, Bot] = {}
        for player in session.players():
            if player.bot is not None:
                self._bots[player.seat] = self._make(player.bot, player.name, player.seat)

    @classmethod
    def new(cls, settings: Settings, seed: int, store: SaveStore | None) -> PracticeGame:
        """The player in seat 0 and the settings' bots clockwise from them, all with the starting stack."""
        # no log kept: the save needs none, and it would grow with every hand (issue 13)
        session = PracticeSession(settings.game_config(), settings.opponents + 1, seed, keep_log=False)
        session.sit(HUMAN_SEAT, settings.player_name, settings.starting_stack)
        for i in range(settings.opponents):
            session.sit(i + 1, OPPONENT_NAMES[i], settings.starting_stack, bot=settings.bot_for_opponent(i))
        game = cls(session, settings, store)
        game.save()
        return game

    def _make(self, bot_name: str, player: str, seat: int) -> Bot:
        seed = starting_seed(self.session.seed, seat)
        return make_bot_or_fallback(bot_name, player, seed, self.notices, self.bot_deadline)

    # ------------------------------------------------------------------ the hand

    @property
    def table(self) -> PracticeSession:
        return self.session

    @property
    def bots(self) -> dict[int, Bot]:
        return self._bots

    def start_hand(self) -> tuple[Event, ...]:
        self._rebuy()
        for seat, bot in self._bots.items():
            reseed(bot, self.session.bot_seed(seat))
        try:
            _hand, events = self.session.start_hand()
        except ConfigurationError:
            self.save()  # the re-buys are kept even when no hand can be dealt
            raise
        return events

    def settle(self) -> Stop | None:
        hand = self.session.hand
        if hand is None or not hand.is_over:
            return None
        self.hand_over(hand)
        self.session.finish_hand()
        self.save()
        return None

    def cannot_deal(self, reason: str) -> Stop:
        return Stop(HaltReason.NO_HAND, words.cannot_deal(reason))

    def _rebuy(self) -> None:
        """Bots that lost every chip buy back in; the player too when they said "always re-buy"."""
        for player in self.session.players():
            if player.is_busted and (player.seat != HUMAN_SEAT or self.settings.always_rebuy):
                chips = self.settings.starting_stack
                self.session.add_chips(player.seat, chips)
                self.notices.append(words.buys_back_in(player.name, player.seat == HUMAN_SEAT, chips))

    def before_deal(self) -> Stop | None:
        """The player lost their last chip: ask (re-buy, sit out, leave) before the next deal."""
        me = self.session.table.players.get(HUMAN_SEAT)
        if me is None or self.settings.always_rebuy or me.sitting_out or me.stack > 0:
            return None
        return Stop(HaltReason.REBUY, words.out_of_chips(self.settings.starting_stack))

    # ------------------------------------------------------------------ between hands

    def check(self, request: PracticeRequest, queued: Sequence[PracticeRequest] = ()) -> None:
        """Refuse at once what cannot work (raises ConfigurationError), before it waits for the hand's end."""
        if isinstance(request, TopUp) and not 0 < request.chips <= MAX_TOP_UP:
            raise ConfigurationError(words.top_up_range(MAX_TOP_UP))
        if isinstance(request, RemoveBot) and request.seat not in self._bots:
            raise ConfigurationError(words.no_bot_in_seat(request.seat))
        freed = any(isinstance(q, RemoveBot) for q in queued)
        if isinstance(request, AddBot) and not freed and len(self.session.players()) >= self.seat_count:
            raise ConfigurationError(words.table_full(self.seat_count))

    def request(self, request: PracticeRequest) -> str:
        """Apply a between-hands request; returns what happened in words (raises ConfigurationError)."""
        self.check(request)
        session = self.session
        match request:
            case TopUp(chips):
                was_empty = session.player(HUMAN_SEAT).is_busted
                session.add_chips(HUMAN_SEAT, chips)
                text = words.topped_up(chips, was_empty)
            case SitOut(True):
                session.sit_out(HUMAN_SEAT)
                text = words.sitting_out(True)
            case SitOut(False):
                session.sit_in(HUMAN_SEAT)
                text = words.sitting_out(False)
            case AddBot(bot_name):
                text = self._add_bot(bot_name)
            case RemoveBot(seat):
                name = session.player(seat).name
                session.leave(seat)
                close_bot(self._bots.pop(seat))
                text = words.leaves_table(name)
        self.save()
        return text

    def _add_bot(self, bot_name: str) -> str:
        taken = {p.seat for p in self.session.players()}
        free = [s for s in range(self.seat_count) if s not in taken]
        if not free:
            raise ConfigurationError(words.table_full(self.seat_count))
        seat = free[0]
        names = {p.name for p in self.session.players()}
        name = next((n for n in OPPONENT_NAMES if n not in names), words.bot_seat_name(seat))
        chips = self.settings.starting_stack
        bot = self._make(bot_name, name, seat)
        self.session.sit(seat, name, chips, bot=bot_name)
        self._bots[seat] = bot
        return words.sits_down(name, bot_label(bot_name), seat, chips)

    def seated(self) -> dict[int, str | None]:
        """Who sits where: seat -> bot name (None for the player)."""
        return {p.seat: p.bot for p in self.session.players()}

    def apply_settings(self, settings: Settings) -> bool:
        """New settings between hands, with the same players and stacks where the plan allows
        (`play.settings_plan`). False when they need a new table (the table is left as it was)."""
        plan = plan_change(self.settings, settings, self.seat_count, self.seated())
        if plan.new_table:
            return False
        config = settings.game_config()
        if config != self.session.config:
            self.session.change_game(config.variant.key, config.structure, config.rules)
        for change in plan.seat_changes:
            self.notices.append(self._change_seat(change.seat, change.bot, settings.starting_stack))
        if HUMAN_SEAT in self.session.table.players:
            self.session.rename(HUMAN_SEAT, settings.player_name)
        self.settings = settings
        self.save()
        return True

    def _change_seat(self, seat: int, bot_name: str | None, starting_stack: int) -> str:
        """Another bot in `seat` (it keeps the seat's name and chips), or the seat freed."""
        leaving = self.session.table.players.get(seat)
        name = leaving.name if leaving is not None else None
        chips = leaving.stack if leaving is not None and leaving.stack > 0 else starting_stack
        if leaving is not None:
            self.session.leave(seat)
            old = self._bots.pop(seat, None)
            if old is not None:
                close_bot(old)
        if bot_name is None:
            return words.leaves_table(name or words.bot_seat_name(seat))
        if name is None:
            names = {p.name for p in self.session.players()}
            name = next((n for n in OPPONENT_NAMES if n not in names), words.bot_seat_name(seat))
        self.session.sit(seat, name, chips, bot=bot_name)
        self._bots[seat] = self._make(bot_name, name, seat)
        if leaving is not None:
            return words.now_plays_as(name, bot_label(bot_name))
        return words.sits_down(name, bot_label(bot_name), seat, chips)

    # ------------------------------------------------------------------ saving and showing

    def status(self) -> PracticeStatus:
        config = self.session.config
        return PracticeStatus(
            self.session.players(),
            self.seat_count,
            config.variant.key,
            config.structure,
            HUMAN_SEAT,
            self.slot,
        )

    def away_note(self) -> str:
        return you_sit_out()

    def write_save(self, store: SaveStore) -> None:
        store.save_session(self.slot, self.session)

    @classmethod
    def load(cls, store: SaveStore, slot: str, settings: Settings) -> tuple[PracticeGame, Sequence[Act]]:
        """The saved session at the start of its latest hand, and the commands saved from that hand."""
        loaded = store.load_session(slot)
        game = cls(loaded.session, settings, store)
        game.notices.extend(loaded.notes)
        game.slot = slot
        return game, loaded.pending
