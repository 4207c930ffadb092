"""Which game is played, with what: settings, dialogs, saved games, the game's status on screen.

The flow decides and the pacer (`app.pacer`) paces: the flow starts a game
(a practice table at start-up, a new sit-and-go from its dialog, a saved game
from the resume dialog), sends the player's between-hands requests and new
settings, and answers what the pacer reports: a new status (the tournament
panel, the Table menu, notices over the table) and a halt (the bust-out
question, the results screen, a table that cannot deal). It keeps the
settings, saves them, and applies the display ones (theme, animation speed).
It uses the pacer in one direction only: the pacer does not know the flow.

The dialogs, the finished-tournament results and the bots' registry are
imported when first needed, not with the module: none of them is needed to
paint the first table (start-up, issue 10).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QDialog, QMessageBox

from studdesk.app.first_start import FirstStart
from studdesk.app.log_keeper import LogKeeper
from studdesk.app.pacer import Pacer
from studdesk.app.settings_writer import SettingsWriter
from studdesk.engine.tournament_config import TournamentConfig
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.saves import SaveListing, SaveStore
from studdesk.persistence.settings import TEXT_SIZES, Settings, problems_of
from studdesk.persistence.settings_store import SettingsStore
from studdesk.play.defaults import PRACTICE_SLOT, new_seed
from studdesk.play.messages import (
    ChangeSettings,
    Halted,
    LeaveTournament,
    PracticeRequest,
    ResumeChoice,
    ResumeGame,
    SitOut,
    StartPractice,
    StartTournament,
    TopUp,
)
from studdesk.play.settings_plan import SettingsPlan, plan_change
from studdesk.play.status import GameKind, GameStatus, HaltReason, PracticeStatus, TournamentStatus
from studdesk.ui.languages import languages
from studdesk.ui.main_window import MainWindow
from studdesk.ui.remembered import PlaceMemory, encoded, restore_place
from studdesk.ui.shortcuts import without_clashes
from studdesk.ui.theme import Theme
from studdesk.ui.timings import Timings
from studdesk.wording import game as words
from studdesk.wording import translate
from studdesk.wording.appearance import text_size_now
from studdesk.wording.names import OPPONENT_NAMES
from studdesk.wording.places import out_toast
from studdesk.wording.table import structure_text
from studdesk.wording.variants import game_name, short_game_name

if TYPE_CHECKING:
    from studdesk.app.history import HistoryController
    from studdesk.persistence.results import ResultsStore
    from studdesk.ui.dialogs.results_dialog import BustBox, ResultsDialog
    from studdesk.ui.dialogs.sng_dialog import SngDialog
    from studdesk.ui.dialogs.table_questions import RebuyBox
    from studdesk.ui.history.history_window import HistoryWindow

#: "watch the bots finish at high speed": this many times the player's animation speed
WATCH_SPEED = 8.0


class GameFlow(QObject):
    #: the settings in effect, and whether a sit-and-go is on the table (the practice aids follow them)
    settings_applied = Signal(object, bool)

    def __init__(
        self,
        window: MainWindow,
        pacer: Pacer,
        settings: Settings,
        store: SettingsStore | None = None,
        seed: int | None = None,
        saves: SaveStore | None = None,
        results: ResultsStore | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.pacer = pacer
        settings = usable_keys(settings)  # a hand-edited file's key given twice
        self.settings = settings
        self.store = store
        #: writes the settings off the GUI thread (no parent: its thread may outlive the window)
        self.settings_writer = SettingsWriter(store) if store is not None else None
        if self.settings_writer is not None:
            self.settings_writer.notice.connect(self._saved_with_notice)
        #: deal this seed next (a --seed on the command line deals one given game)
        self.seed = seed
        self.saves = saves if saves is not None else SaveStore()
        self._results = results
        self._bot_names: list[str] | None = None
        #: the game on the table, as the last status from the engine said
        self.kind = GameKind.PRACTICE
        #: the player busted and watches the bots finish at high speed
        self.watching = False
        #: the dialog or question open now (tests answer it through here)
        self.dialog: QDialog | QMessageBox | None = None
        self.status: GameStatus | None = None
        #: Game ▸ Hand history (`app.history`), made the first time it is opened
        self.history: HistoryController | None = None
        #: notices already shown on the table (a status can come twice: with a halt, then a hand)
        self._told: set[tuple[str, int, int]] = set()
        self._show_dock = True
        #: keeps the dealer's log with the save of the game on the table
        self.log_keeper = LogKeeper(window.log, self.saves, self)
        #: the welcome and the first-start explanations beside the bring-in and open-pair choices
        self.first_start = FirstStart(window, lambda: self.settings, self.remember, self.note, self)
        #: the other windows' places (the hand history's), kept with the main window's
        self.places = PlaceMemory(self)
        self.places.load(settings.window_places)

        pacer.status_changed.connect(self.show_status)
        pacer.halted.connect(self.on_halted)
        window.new_game_requested.connect(self.new_game)
        window.new_sng_requested.connect(self.open_sng_dialog)
        window.resume_requested.connect(self.open_resume_dialog)
        window.finished_requested.connect(self.open_finished)
        window.settings_requested.connect(self.open_settings)
        window.text_size_step.connect(self.step_text_size)
        window.history_requested.connect(self.open_history)
        window.pause_toggled.connect(window.tournament.set_paused)
        window.closing.connect(self.remember_window)
        window.closing.connect(self.log_keeper.keep)
        # the Table menu's bot list, read from the registry when the player first adds a bot
        window.practice_menu.bot_names = lambda: self.bot_names
        window.practice_menu.requested.connect(self.request_practice)
        window.practice_menu.variant_chosen.connect(self.change_variant)
        self.apply_display_settings()
        window.set_variant(settings.variant)
        if settings.window_geometry and not restore_place(window, settings.window_geometry):
            self.settings = settings.updated(window_geometry=None)  # placed as on a first start

    @property
    def bot_names(self) -> list[str]:
        """Every bot name the player can seat (the registry's), loaded on first use."""
        if self._bot_names is None:
            from studdesk.bots.registry import names

            self._bot_names = names()
        return self._bot_names

    @property
    def results(self) -> ResultsStore:
        if self._results is None:
            from studdesk.persistence.results import ResultsStore

            self._results = ResultsStore()
        return self._results

    # ------------------------------------------------------------------ starting

    def start(self) -> None:
        """At start-up: continue where the player left off (unless a seed asks for a given deal).

        An unfinished sit-and-go, or a damaged save to report, opens the choice of
        games; otherwise the practice table, saved after every hand, simply goes on
        (asking every time would be a question with one usual answer).
        """
        if self.seed is None:
            listing = self.saves.list_saves()
            open_games = [s for s in listing.saves if not s.finished]
            if listing.problems or any(s.slot != PRACTICE_SLOT for s in open_games):
                self.open_resume_dialog(listing, at_start=True)
                return
            practice = next((s for s in open_games if s.slot == PRACTICE_SLOT), None)
            if practice is not None:
                self.resume(ResumeChoice(practice.slot, GameKind(practice.kind)))
                return
        self.start_practice()

    @Slot()
    def new_game(self) -> None:
        """Game ▸ New practice game: a new table with new cards (the saved one is replaced)."""
        if self.pacer.is_running:
            self.seed = None
            self.start_practice()

    @Slot()
    def start_practice(self) -> None:
        """A new practice table (the saved one, if any, is replaced)."""
        seed = self.seed if self.seed is not None else new_seed()
        self._begin(GameKind.PRACTICE)
        self.log_keeper.new_game(PRACTICE_SLOT)
        self.window.log.note(words.new_practice_game(game_name(self.settings.variant_obj()), seed))
        self.pacer.start_game(StartPractice(self.settings, seed))

    @Slot()
    def return_to_practice(self) -> None:
        """After a sit-and-go: back to the practice table that was saved when it began, else a new one."""
        saved = next((s for s in self.saves.list_saves().saves if s.slot == PRACTICE_SLOT), None)
        if saved is None:
            self.start_practice()
        else:
            self.resume(ResumeChoice(saved.slot, GameKind(saved.kind)))

    @Slot()
    def open_sng_dialog(self) -> None:
        from studdesk.ui.dialogs.sng_dialog import SngDialog

        dialog = SngDialog(
            self.bot_names,
            OPPONENT_NAMES,
            self.settings.player_name,
            self.settings.house_rules(),
            seed=new_seed(),
            parent=self.window,
        )
        dialog.accepted.connect(lambda: self._sng_chosen(dialog))
        self._open(dialog)

    def _sng_chosen(self, dialog: SngDialog) -> None:
        config = dialog.result_config()
        if config is not None:
            self.start_tournament(config)

    def start_tournament(self, config: TournamentConfig, seed: int | None = None) -> None:
        asked, self.seed = self.seed, None  # a --seed deals one game; the next ones are new
        if seed is None:
            seed = asked if asked is not None else new_seed()
        self._begin(GameKind.TOURNAMENT)
        self.log_keeper.new_game()  # its slot comes with its first status
        games = ", ".join(short_game_name(VARIANTS[k]) for k in config.variants)
        self.window.log.note(words.new_tournament(games, len(config.entrants), seed))
        self.pacer.start_game(StartTournament(config, seed))

    @Slot()
    def open_resume_dialog(self, listing: SaveListing | None = None, at_start: bool = False) -> None:
        from studdesk.ui.dialogs.resume_dialog import ResumeDialog

        listing = listing if listing is not None else self.saves.list_saves()
        dialog = ResumeDialog(
            listing, self.window, fresh_text=None if at_start else translate("ResumeDialog", "Cancel")
        )
        dialog.chosen.connect(self.resume)
        dialog.delete_requested.connect(self.saves.delete)
        if at_start:
            dialog.rejected.connect(self.start_practice)
        self._open(dialog)

    @Slot(object)
    def resume(self, choice: ResumeChoice) -> None:
        self._begin(choice.kind)
        self.log_keeper.continue_game(choice.slot)
        self.pacer.start_game(ResumeGame(choice, self.settings))

    @Slot()
    def open_finished(self) -> None:
        from studdesk.ui.dialogs.finished_list import FinishedListDialog

        self._open(FinishedListDialog(self.results.list_results(), self.window))

    @Slot()
    def open_history(self) -> None:
        """Game ▸ Hand history: the list, the replayer, statistics (loaded on first use)."""
        if self.history is None:
            from studdesk.app.history import HistoryController

            self.history = HistoryController(
                self.window,
                self.theme,
                lambda: self.settings.player_name,
                prepare=self._prepare_history,
                place=self.places.watch,
            )
            self.window.closing.connect(self.history.close)
        self.history.open()

    def _prepare_history(self, window: HistoryWindow) -> None:
        window.apply_shortcuts(self.window.shortcut_keys)
        window.remember_tabs(self.window.tab_memory)
        self.places.watch("history", window)

    def theme(self) -> Theme:
        s = self.settings
        return Theme(s.four_color_deck, s.felt_color, s.card_style == "large_index")

    def _begin(self, kind: GameKind) -> None:
        self.kind, self.watching = kind, False
        self._told, self._show_dock = set(), True
        self.apply_display_settings()
        if kind is GameKind.PRACTICE:  # the title says so at once (the table's status confirms it)
            self.window.set_variant(self.settings.variant)
            self.window.set_tournament(None)

    # ------------------------------------------------------------------ what the engine reports

    @Slot(object)
    def show_status(self, status: GameStatus) -> None:
        self.status = status
        self.kind = status.kind
        window = self.window
        if status.slot and not self.log_keeper.slot:
            self.log_keeper.slot = status.slot
        if isinstance(status, TournamentStatus):
            window.set_variant(status.level.variant_key)
            window.set_tournament(status.title)
            if self._show_dock:  # once per tournament: the player may close it after that
                window.show_tournament_dock(len(status.standings))
                self._show_dock = False
            window.tournament.show_status(status)
            window.practice_menu.set_status(None)
            for out in status.eliminated:
                if ("out", out.hand_number, out.seat) not in self._told:
                    self._told.add(("out", out.hand_number, out.seat))
                    is_you = out.seat == status.human_seat
                    window.toast.notify(out_toast(out.name, is_you, out.place, out.last_place))
            raised = status.level_raised
            if raised is not None and ("level", raised.hand_number, raised.level) not in self._told:
                self._told.add(("level", raised.hand_number, raised.level))
                game = game_name(VARIANTS[raised.variant_key])
                window.toast.notify(words.level_toast(raised.level, game, structure_text(raised.structure)))
        else:
            window.set_variant(status.variant_key)
            window.set_tournament(None)
            window.hide_tournament_dock()  # a practice table has no standings
            window.tournament.status = None
            window.practice_menu.set_status(status)

    @Slot(object)
    def on_halted(self, halted: Halted) -> None:
        for notice in halted.notices:
            self.window.log.note(notice)
            self.window.notify(notice)
        if halted.status is not None:
            self.show_status(halted.status)
        from studdesk.ui.dialogs.results_dialog import BustBox, ResultsDialog

        game = halted.game
        if halted.reason is HaltReason.BUSTED:
            box = BustBox(halted.message, self.window)
            box.finished.connect(lambda _code: self._bust_answered(box, game))
            self._open(box)
        elif halted.reason is HaltReason.REBUY:
            self.window.log.note(halted.message)
            from studdesk.ui.dialogs.table_questions import RebuyBox

            rebuy = RebuyBox(halted.message, self.settings.starting_stack, self.window)
            rebuy.finished.connect(lambda _code: self._rebuy_answered(rebuy, game))
            self._open(rebuy)
        elif halted.reason is HaltReason.FINISHED and halted.result is not None:
            self.window.log.note(halted.message)
            results = ResultsDialog(halted.result, self.window)
            results.finished.connect(lambda _code: self._results_closed(results, game))
            self._open(results)
        else:
            self.window.log.note(halted.message)
            self.window.panel.set_waiting(False, halted.message)
            self.window.notify(halted.message)

    def _bust_answered(self, box: BustBox, game: int) -> None:
        if game != self.pacer.game:
            return  # another game was started meanwhile: the question is moot
        if box.chose_watch():
            self.watching = True
            self.apply_display_settings()
            self.window.log.note(words.you_watch_on())
            self.pacer.request_step()
        else:
            self.window.log.note(words.you_leave())
            self.pacer.ask(LeaveTournament())

    def _rebuy_answered(self, box: RebuyBox, game: int) -> None:
        if game != self.pacer.game:
            return
        if box.always.isChecked():
            self.apply_settings(self.settings.updated(always_rebuy=True), retry=False)
        answer = box.answer()
        if answer == "rebuy":
            self.pacer.send(TopUp(self.settings.starting_stack))
            self.pacer.request_step()
        elif answer == "sit out":
            self.pacer.send(SitOut(True))
            self.pacer.request_step()
        else:  # the table waits: the Table menu (re-buy) or the Game menu (another game) goes on
            message = words.you_left_the_table()
            self.window.log.note(message)
            self.window.panel.set_waiting(False, message)

    def _results_closed(self, dialog: ResultsDialog, game: int) -> None:
        if game != self.pacer.game:
            return
        if dialog.wants_new_sng:
            self.open_sng_dialog()
            assert self.dialog is not None
            self.dialog.rejected.connect(self.return_to_practice)
        else:
            self.return_to_practice()

    # ------------------------------------------------------------------ practice requests

    @Slot(object)
    def request_practice(self, request: PracticeRequest) -> None:
        if self.kind is not GameKind.PRACTICE:
            self.window.notify(words.table_menu_is_for_practice())
            return
        self.pacer.send(request)
        self._retry_if_halted()

    @Slot(str)
    def change_variant(self, key: str) -> None:
        problems = problems_of({**self.settings.model_dump(), "variant": key})
        if problems:
            message = words.variant_does_not_fit(game_name(VARIANTS[key]), next(iter(problems.values())))
            self.window.notify(message)
            self.window.log.note(message)
        else:
            chosen = self.settings.updated(variant=key)
            if self.confirm_settings(chosen):
                self.apply_settings(chosen)
                return
        if isinstance(self.status, PracticeStatus):
            self.window.practice_menu.set_status(self.status)  # put the tick back

    def _retry_if_halted(self) -> None:
        """A practice table that could not deal tries again after a change (sit in, a new bot)."""
        if self.kind is GameKind.PRACTICE and self.pacer.is_halted:
            self.pacer.request_step()

    # ------------------------------------------------------------------ settings

    @Slot()
    def open_settings(self) -> None:
        # imported on demand: the dialog is not needed to show the first table
        from studdesk.ui.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(
            self.settings, self.window, opponent_names=OPPONENT_NAMES, confirm=self.confirm_settings
        )
        self.window.tab_memory.watch("settings", dialog.tabs)
        if dialog.exec():
            chosen = dialog.result_settings()
            if chosen is not None:
                self.apply_settings(chosen)

    def plan_for(self, settings: Settings) -> SettingsPlan | None:
        """What `settings` would do to the practice table on screen (None in a sit-and-go)."""
        status = self.status
        if self.kind is not GameKind.PRACTICE or not isinstance(status, PracticeStatus):
            return None
        seated = {p.seat: p.bot for p in status.players}
        return plan_change(self.settings, settings, status.seat_count, seated)

    def confirm_settings(self, settings: Settings) -> bool:
        """Before settings that would reset the table are used: say what happens, and ask."""
        plan = self.plan_for(settings)
        if plan is None or not plan.new_table:
            return True
        return self.ask_new_table(plan.reasons, settings.starting_stack)

    def ask_new_table(self, reasons: tuple[str, ...], starting_stack: int) -> bool:
        """The question itself (modal: it stands between the settings and the game)."""
        from studdesk.ui.dialogs.table_questions import NewTableBox

        box = NewTableBox(reasons, starting_stack, self.window)
        self.dialog = box
        box.exec()
        self.dialog = None
        return box.chose_new_table()

    def apply_settings(self, settings: Settings, retry: bool = True) -> None:
        """Display settings now; game settings from the next hand on (the engine waits for it)."""
        settings = usable_keys(settings)
        self.settings = settings
        self._save(settings)
        self.apply_display_settings()
        self.pacer.send(ChangeSettings(settings))
        self.window.notify(words.settings_saved())
        if self.kind is GameKind.TOURNAMENT:
            self.window.notify(words.tournament_keeps_its_game())
        if retry:
            self._retry_if_halted()

    def remember(self, **changes: object) -> None:
        """Keep a change of the settings that is no business of the game (the welcome), and write it."""
        if self.note(**changes):
            self._save(self.settings)

    def note(self, **changes: object) -> bool:
        """Keep a change of the settings in force without writing it (a hint's count, at the player's
        turn): the next save writes it, at the latest the one when the window closes. False if refused."""
        try:
            self.settings = self.settings.updated(**changes)
        except ValueError:
            return False
        return True

    @Slot(int)
    def step_text_size(self, steps: int) -> None:
        """View ▸ Bigger/Smaller text: the text size setting in steps of 10 %, saved at once."""
        size = min(TEXT_SIZES[1], max(TEXT_SIZES[0], self.settings.text_size + 10 * steps))
        if size != self.settings.text_size:
            self.settings = self.settings.updated(text_size=size)
            self._save(self.settings)
            self.apply_display_settings()
        self.window.notify(text_size_now(size))

    def apply_display_settings(self) -> None:
        languages().apply(self.settings.language)  # before the rest: they may show words
        self.window.director.set_timings(self.timings(self.settings))
        self.window.panel.set_time_limit(self.settings.action_timer)
        self.window.set_theme(self.theme())
        self.window.set_appearance(self.settings.app_palette, self.settings.text_size)
        self.window.apply_shortcuts(self.settings.shortcuts)
        if self.history is not None and self.history.window is not None:
            self.history.window.apply_shortcuts(self.window.shortcut_keys)
        self.window.set_sound(self.settings.sound, self.settings.sound_volume)
        self.settings_applied.emit(self.settings, self.kind is GameKind.TOURNAMENT)

    def timings(self, settings: Settings) -> Timings:
        speed = settings.animation_speed * (WATCH_SPEED if self.watching else 1.0)
        return Timings(speed, settings.bot_think_ms)

    @Slot()
    def remember_window(self) -> None:
        """The window is closing: keep its place and size, the docks, the dialogs' last tabs and the
        other windows' places."""
        with contextlib.suppress(ValueError):  # the places cannot be kept: the other settings still are
            self.settings = self.settings.updated(
                window_geometry=encoded(self.window.saveGeometry()),
                window_state=encoded(self.window.layout_state()),
                dialog_tabs=self.window.tab_memory.tabs,
                window_places=self.places.noted(),
            )
        self._save(self.settings)
        if self.settings_writer is not None:
            self.settings_writer.flush()  # bounded; the process still writes them before it exits

    def _save(self, settings: Settings) -> None:
        if self.settings_writer is not None:
            self.settings_writer.save(settings)

    @Slot(str)
    def _saved_with_notice(self, notice: str) -> None:
        """A failure, or a file of the user's that had to be kept aside first."""
        self.window.log.note(notice)
        self.window.notify(notice)

    def _open(self, dialog: QDialog | QMessageBox) -> None:
        """Window-modal but not blocking: the engine thread and the animations go on behind it."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()


def usable_keys(settings: Settings) -> Settings:
    """`settings` with no key given twice in one window, nor to Esc (`ui.shortcuts.without_clashes`)."""
    usable = without_clashes(settings.shortcuts)
    return settings if usable == settings.shortcuts else settings.updated(shortcuts=usable)
