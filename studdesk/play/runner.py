"""The runner: plays one game for one player, a command at a time, and says what happened.

Each command (`play.messages`) is one small named operation: `start` a game,
`step` it on, `act` for the player, `request` a change at the practice table,
`change_settings`, `leave` a tournament, `pause_clock`. Each returns the
replies for the screens, in order; a `Step` or a `TakeAction` is answered by
exactly one `StepBatch` or one `Halted`. The runner never runs ahead: the app
asks for the next step only when the table has shown the last one.

No Qt here: the desktop app's engine thread (`studdesk.app.worker`) passes
commands in and replies out, and tests and tools drive the runner directly.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, assert_never

from studdesk.bots.base import Bot, safe_decision
from studdesk.engine.actions import Act
from studdesk.engine.cards import Card
from studdesk.engine.errors import ConfigurationError, IllegalActionError, StudDeskError
from studdesk.engine.events import SPECTATOR, Event, HandStarted, censor
from studdesk.engine.hand import Hand
from studdesk.engine.table import Table
from studdesk.persistence.saves import SaveLoadError, SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.defaults import new_seed
from studdesk.play.games import Game, Stop, built_in_bots_by
from studdesk.play.messages import (
    AddBot,
    ChangeSettings,
    Command,
    Failed,
    GameStart,
    Halted,
    KeepNote,
    LeaveTournament,
    NewGame,
    Notice,
    PauseClock,
    PracticeRequest,
    Rejected,
    RemoveBot,
    Replies,
    ResumeGame,
    SitOut,
    StartPractice,
    StartTournament,
    Step,
    StepBatch,
    TakeAction,
    TopUp,
)
from studdesk.play.practice import PracticeGame
from studdesk.play.readout import hand_readout
from studdesk.play.recording import HandRecorder, as_tournament
from studdesk.play.status import GameKind
from studdesk.wording import game as words
from studdesk.wording.problems import action_refused, configuration_problem, engine_refusal

if TYPE_CHECKING:  # a sit-and-go's modules load when one is played, not for the practice table
    from studdesk.persistence.results import ResultsStore

log = logging.getLogger(__name__)


class Runner:
    """The game being played, its pending changes, and the number the app gave it."""

    def __init__(
        self,
        store: SaveStore | None = None,
        results: ResultsStore | None = None,
        recorder: HandRecorder | None = None,
        bot_maker: Callable[[str, int], Bot] | None = None,
    ) -> None:
        self.store = store if store is not None else SaveStore()
        #: makes the built-in bots (the app's: in a process of their own); None: `make_bot`, here
        self.bot_maker = bot_maker
        self._results = results
        #: keeps every finished hand in the hand history (None: hands are not recorded)
        self.recorder = recorder
        #: the number of the game being played (`NewGame.game`); replies carry it
        self.game_number = 0
        self.settings: Settings | None = None
        self._game: Game | None = None
        #: settings chosen during a hand, used when the next one starts
        self._pending: Settings | None = None
        #: practice-table requests made during a hand, done when it ends
        self._requests: list[PracticeRequest] = []
        #: commands of a loaded game's interrupted hand, replayed by the next step
        self._resume: tuple[Act, ...] | None = None
        #: the app is closing (`interrupt`): a bot's answer given now is not played
        self._interrupted = False
        #: the game's save on disk is the one to keep (what was played since is not)
        self._keep_save = False

    @property
    def results(self) -> ResultsStore:
        """Where finished sit-and-gos are kept, made when a sit-and-go first needs it (issue 10:
        the tournaments' engine, results and game load only with one, ~30 ms of CPU otherwise)."""
        if self._results is None:
            from studdesk.persistence.results import ResultsStore

            self._results = ResultsStore()
        return self._results

    @property
    def game(self) -> Game | None:
        return self._game

    @game.setter
    def game(self, game: Game | None) -> None:
        """Every game played is recorded from its first hand (the recorder opens its session)."""
        self._game = game
        if game is not None and self.recorder is not None:
            self.recorder.attach(game)

    @property
    def hand(self) -> Hand | None:
        return self.game.hand if self.game is not None else None

    @property
    def table(self) -> Table | None:
        """The practice table (None in a sit-and-go)."""
        return self.game.session.table if isinstance(self.game, PracticeGame) else None

    # ------------------------------------------------------------------ commands

    def handle(self, command: Command) -> Replies:
        """Carry out one command; the replies for the screens, in order."""
        if self.bot_maker is None:
            return self._handle(command)
        with built_in_bots_by(self.bot_maker):
            return self._handle(command)

    def _handle(self, command: Command) -> Replies:
        match command:
            case NewGame(number, start):
                return self.start(number, start)
            case Step():
                return self.step()
            case TakeAction(act):
                return self.act(act)
            case ChangeSettings(settings):
                return self.change_settings(settings)
            case TopUp() | SitOut() | AddBot() | RemoveBot():
                return self.request(command)
            case LeaveTournament():
                return self.leave()
            case PauseClock(paused):
                return self.pause_clock(paused)
            case KeepNote(hand_number, kind, body):
                return self.keep_note(hand_number, kind, body)
            case _:
                assert_never(command)

    def start(self, number: int, start: GameStart) -> Replies:
        """Replace the game being played (the old one is saved first, and its bots' processes ended)."""
        self.save()
        self._record_unsettled()
        if self.game is not None:
            self.game.close()
        self.game_number = number
        self.game = None
        self._pending = None
        self._requests = []
        self._resume = None
        self._keep_save = False
        match start:
            case StartPractice(settings, seed):
                self.settings = settings
                try:
                    self.game = PracticeGame.new(settings, seed, self.store)
                except StudDeskError as exc:
                    return (Failed(words.not_set_up(engine_refusal(exc))),)
            case StartTournament(config, seed):
                from studdesk.play.tournament import TournamentGame

                deadline = (self.settings or Settings()).bot_time_limit
                self.game = TournamentGame.new(config, seed, self.store, self.results, bot_deadline=deadline)
            case ResumeGame(choice, settings):
                self.settings = settings
                return self._resume_game(choice.slot, choice.kind, settings)
            case _:
                assert_never(start)
        return ()

    def _resume_game(self, slot: str, kind: GameKind, settings: Settings | None) -> Replies:
        """Load a saved game; the next step deals its interrupted hand again and replays its commands.

        A save that cannot be loaded is reported and a new practice table is dealt instead.
        """
        try:
            game: Game
            if kind is GameKind.TOURNAMENT:
                from studdesk.play.tournament import TournamentGame

                deadline = (settings or Settings()).bot_time_limit
                game, pending = TournamentGame.load(self.store, slot, self.results, bot_deadline=deadline)
            else:
                game, pending = PracticeGame.load(self.store, slot, settings or Settings())
        except (SaveLoadError, StudDeskError) as exc:
            message = (
                exc.problem.message
                if isinstance(exc, SaveLoadError)
                else words.save_not_continued(slot, engine_refusal(exc))
            )
            self.game = PracticeGame.new(settings or Settings(), new_seed(), self.store)
            self.game.notices.append(words.new_table_instead())
            return (Failed(message),)
        self.game = game
        self._resume = tuple(pending)
        return ()

    def change_settings(self, settings: Settings) -> Replies:
        """New settings take effect when the next hand starts; the hand in play is not changed."""
        self.settings = settings
        if self.hand is None:
            self._pending = None
            self._use_settings(settings)
        else:
            self._pending = settings
        return ()

    def request(self, request: PracticeRequest) -> Replies:
        """A between-hands change at the practice table: now if no hand is on, else when it ends."""
        game = self.game
        if not isinstance(game, PracticeGame):
            return (Rejected(words.only_at_practice_tables()),)
        if game.hand is None:
            return (self._do_request(game, request),)
        try:
            game.check(request, self._requests)
        except ConfigurationError as exc:
            return (Rejected(words.not_done(configuration_problem(exc))),)
        self._requests.append(request)
        return (Notice(words.noted_for_next_hand()),)

    def leave(self) -> Replies:
        """The player busted and leaves: the bots finish the tournament at once, for the results."""
        game = as_tournament(self.game) if self.game is not None else None
        if game is None or game.hand is not None:
            return (Rejected(words.no_tournament_to_leave()),)
        try:
            stop = game.finish_headless(closing=lambda: self._interrupted)
        except Exception:  # a bug must reach the player as a message, not end the game
            log.exception("finishing the tournament failed")
            return (Failed(words.bots_could_not_finish()),)
        if stop is None:  # the app is closing: the save from the bust stays, so leaving can be redone
            self._keep_save = True
            return ()
        return (self._halt(game, stop),)

    def pause_clock(self, paused: bool) -> Replies:
        """The player paused: a tournament's level clock (levels by minutes) stops too."""
        game = as_tournament(self.game) if self.game is not None else None
        if paused and game is not None:
            game.pause_clock()
        return ()

    def keep_note(self, hand_number: int, kind: str, body: object) -> Replies:
        """A note for the hand history's copy of a hand of this game (nothing when not recording)."""
        if self.recorder is not None:
            self.recorder.annotate(hand_number, kind, body)
        return ()

    def save(self) -> None:
        """Save the game as it is (a new game replaces it, or the app is closing)."""
        if self.game is not None and not self._keep_save:
            self.game.save()

    def close_recorder(self) -> None:
        """The app is closing: the hands still queued for the hand history are written."""
        if self.recorder is not None:
            self._record_unsettled()
            self.recorder.close()

    def _record_unsettled(self) -> None:
        """A hand played to its end but not settled yet (the table still shows it) goes into the
        hand history now: the game may never be resumed. Resumed, it is settled and recorded
        again; the store keeps a hand once."""
        game = self.game
        if self.recorder is not None and game is not None and game.hand is not None and game.hand.is_over:
            self.recorder.record(game, game.hand)

    def interrupt(self) -> None:
        """The app is closing: stop waiting on bots now. Called from another thread than `handle`.

        The third-party bots' processes are killed, so a bot that sleeps or loops gives up
        its decision at once; that forced check-or-fold is not played (see `step`), so the
        game saved on the way out resumes with the bot asked again. Built-in bots answer fast.
        """
        self._interrupted = True
        game = self.game
        if game is not None:
            game.close()

    def step(self) -> Replies:
        """Move the game on by one step: a new hand, or one bot's action."""
        game = self.game
        if game is None:
            return (Failed(words.no_table()),)
        hand = game.hand
        if hand is None or hand.is_over:
            return self._next_hand(game)
        seat = hand.to_act
        if seat is None or seat == game.human:
            return (self._batch(game, ()),)  # the player's turn: nothing to do but show the view again
        act, problem = safe_decision(game.bots[seat], hand.view(seat))
        if self._interrupted:
            return ()  # closing: the bot was cut off, not wrong; it is asked again after resuming
        if problem is not None:
            game.notices.append(words.bot_went_wrong(hand.by_seat[seat].name, problem))
        return (self._batch(game, game.table.apply(act), thinker=seat),)

    def act(self, act: Act) -> Replies:
        """The player's command. An illegal one is refused with the engine's own words."""
        game = self.game
        if game is None or game.hand is None:
            return (Rejected(words.no_hand_in_play()),)
        if act.seat != game.human:
            return Rejected(words.you_play_seat(game.human, act.seat)), self._batch(game, ())
        try:
            events = game.table.apply(act)
        except IllegalActionError as exc:
            log.info("the player's %s was refused: %s", act, exc)
            hand = game.hand
            offers = hand.legal_actions(act.seat) if hand is not None and hand.to_act == act.seat else ()
            return Rejected(action_refused(exc, act, offers)), self._batch(game, ())
        game.save()  # after every command of the player: a closed game resumes exactly here
        return (self._batch(game, events),)

    # ------------------------------------------------------------------ between hands

    def _next_hand(self, game: Game) -> Replies:
        if self._resume is not None and game.hand is None:
            pending, self._resume = self._resume, None
            try:
                events = game.resume(pending)
            except ConfigurationError as exc:
                return (self._halt(game, self._cannot_deal(game, exc)),)
            started = next((e for e in events if isinstance(e, HandStarted)), None)
            if started is not None:  # the one message of a continued game, before what replaying said
                game.notices.insert(0, words.continued_hand(started.hand_number))
            return (self._batch(game, events),)
        if game.hand is not None:
            stop = game.settle()
            if stop is not None:
                return (self._halt(game, stop),)
        if self._pending is not None:
            settings, self._pending = self._pending, None
            self._use_settings(settings)
            if self.game is not None:  # the new settings may have seated a new table
                game = self.game
        if isinstance(game, PracticeGame):
            requests, self._requests = self._requests, []
            game.notices.extend(self._do_request(game, request).text for request in requests)
        question = game.before_deal()
        if question is not None:
            return (self._halt(game, question),)
        try:
            events = game.start_hand()
        except ConfigurationError as exc:
            return (self._halt(game, self._cannot_deal(game, exc)),)
        return (self._batch(game, events),)

    def _cannot_deal(self, game: Game, exc: ConfigurationError) -> Stop:
        if isinstance(game, PracticeGame):
            log.info("no hand can be dealt: %s", exc)
            return game.cannot_deal(configuration_problem(exc))
        raise exc  # a sit-and-go always has two players until it is over

    def _do_request(self, game: PracticeGame, request: PracticeRequest) -> Notice | Rejected:
        try:
            return Notice(game.request(request))
        except ConfigurationError as exc:
            return Rejected(words.not_done(configuration_problem(exc)))

    def _use_settings(self, settings: Settings) -> None:
        """Use new settings between hands: same seats keep their stacks, a new line-up starts over."""
        game = self.game
        if isinstance(game, PracticeGame):
            if game.apply_settings(settings):
                game.notices.append(words.new_settings_in_effect())
                return
            seed = game.session.table.rng.randrange(2**32)
            self.game = PracticeGame.new(settings, seed, self.store)
            self.game.notices.append(words.new_table_fresh_stacks())
        elif game is None:
            self.game = PracticeGame.new(settings, new_seed(), self.store)
        # a sit-and-go keeps its own structure; display settings were applied by the window

    # ------------------------------------------------------------------ replies

    def _halt(self, game: Game, stop: Stop) -> Halted:
        if stop.result is not None and self.recorder is not None:
            self.recorder.tournament_finished(stop.result)
        notices = self._notices(game)
        return Halted(self.game_number, stop.reason, stop.message, game.status(), stop.result, notices)

    def _notices(self, game: Game) -> tuple[str, ...]:
        recorded = self.recorder.take_notices() if self.recorder is not None else []
        return (*game.take_notices(), *recorded)

    def _batch(self, game: Game, events: tuple[Event, ...], thinker: int | None = None) -> StepBatch:
        hand = game.hand
        assert hand is not None
        seat = game.viewer_for(hand)
        viewer = SPECTATOR if seat is None else seat
        view = hand.view(viewer)
        status = game.status() if any(isinstance(e, HandStarted) for e in events) else None
        return StepBatch(
            game=self.game_number,
            kind=game.kind,
            seat_count=game.seat_count,
            # the player's seat stays at the bottom of the table, also while they watch
            viewer=game.human if game.human is not None else 0,
            events=tuple(censor(e, viewer) for e in events),
            view=view,
            thinker=thinker,
            readout=()
            if seat is None or view.me.folded
            else hand_readout(hand.variant, view.me.known_cards + _community(hand)),
            notices=self._notices(game),
            status=status,
            away=game.away_note(),
        )


def _community(hand: Hand) -> tuple[Card, ...]:
    return (hand.community,) if hand.community is not None else ()
