"""Render screenshots of the StudDesk table offscreen, to look at what the app shows.

    .venv/bin/python scripts/screenshots.py OUT_DIR [--only NAME ...]

Each picture is the real app (window, pacer, flow, engine thread, bots) played
to a given moment by a player who checks and calls, then `QWidget.grab()`bed.
Nothing here is committed output: run it, then open the PNGs.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STUDDESK_HOME", tempfile.mkdtemp(prefix="studdesk-shots-"))

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from studdesk.app.history import HistoryController
from studdesk.app.main import App, build
from studdesk.app.pacer import Phase
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.events import BetsCollected, HandStarted, PotAwarded, PotShare
from studdesk.engine.tournament_config import Entrant, LevelTiming, Speed, TournamentConfig
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.settings import Settings, VariantKey
from studdesk.play.messages import StepBatch
from studdesk.play.status import TournamentStatus
from studdesk.wording.table import DEFAULT_PLAYER_NAME

Stop = Callable[["Session"], bool]


def fresh_home() -> None:
    """Each app its own home, as one user's one app: another's saves would read as changed outside."""
    os.environ["STUDDESK_HOME"] = tempfile.mkdtemp(prefix="studdesk-shots-")


def calls(offers: tuple[LegalAction, ...]) -> LegalAction:
    kinds = {o.kind: o for o in offers}
    for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
        if kind in kinds:
            return kinds[kind]
    return offers[0]


class Session:
    """One app instance, played by a calling player until `stop` says the moment has come."""

    def __init__(self, settings: Settings, size: tuple[int, int], seed: int) -> None:
        fresh_home()
        self.app: App = build(seed=seed, settings=settings)
        self.batches: list[StepBatch] = []
        self.stop: Stop = lambda s: False
        self.app.window.director.batch_finished.connect(self._record)
        self.app.window.resize(*size)
        self.app.window.show()

    def _record(self, batch: StepBatch) -> None:
        self.batches.append(batch)
        if self.stop(self):
            self.app.window.pause_action.setChecked(True)  # freeze before the next engine step

    @property
    def view(self):  # type: ignore[no-untyped-def]
        return self.batches[-1].view if self.batches else None

    def run_until(self, stop: Stop, timeout: float = 60.0) -> None:
        self.stop = stop
        qt = self.app.qt
        self.app.start()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            qt.processEvents()
            if self.batches and stop(self) and self.app.pacer.phase in (Phase.HUMAN_TURN, Phase.PAUSED):
                break
            if self.app.pacer.phase is Phase.HUMAN_TURN:
                panel = self.app.window.panel
                panel.clock = lambda: time.monotonic() + 10  # a player who looked first
                panel.choose(calls(panel.offers))
            time.sleep(0.001)
        else:
            raise TimeoutError("the moment for this screenshot never came")
        self.settle_aids()
        for _ in range(5):  # let layouts settle (new buttons) before grabbing
            qt.processEvents()

    def settle_aids(self, timeout: float = 20.0) -> None:
        """Wait for the practice aids' coach to answer the look at the table on show (no "…")."""
        aids = self.app.aids
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.app.qt.processEvents()
            if aids.panel.token == aids.token and "…" not in aids.panel.toPlainText():
                return
            time.sleep(0.005)

    def grab(self, path: Path) -> None:
        self.app.window.grab().save(str(path))
        print(f"wrote {path}")

    def close(self) -> None:
        self.app.window.close()
        self.app.qt.processEvents()


def on_street(street: int) -> Stop:
    def stop(s: Session) -> bool:
        v = s.view
        return v is not None and v.street == street and v.to_act == v.viewer

    return stop


def split_pot_showdown(s: Session) -> bool:
    batch = s.batches[-1]
    awards = [e for e in batch.events if isinstance(e, PotAwarded)]
    highs = {e.seat for e in awards if e.share is PotShare.HIGH}
    lows = {e.seat for e in awards if e.share is PotShare.LOW}
    return bool(highs and lows and highs != lows)


def scooped(s: Session) -> bool:
    """A Hi/Lo hand where one seat won both halves of the main pot."""
    batch = s.batches[-1]
    awards = [e for e in batch.events if isinstance(e, PotAwarded) and e.pot == 0]
    highs = {e.seat for e in awards if e.share is PotShare.HIGH}
    lows = {e.seat for e in awards if e.share is PotShare.LOW}
    return bool(highs & lows)


def side_pots_on(s: Session) -> bool:
    """Side pots in the middle (collected, not bets in front) while the hand goes on."""
    v = s.view
    if v is None or v.is_over:
        return False
    this_hand: list[BetsCollected] = []
    for batch in reversed(s.batches):
        this_hand.extend(e for e in batch.events if isinstance(e, BetsCollected))
        if any(isinstance(e, HandStarted) for e in batch.events):
            break
    return bool(this_hand) and len(this_hand[0].pots) >= 2


def paused_on_fourth(s: Session) -> bool:
    return on_street(1)(s)


def quick(**changes: object) -> Settings:
    base: dict[str, object] = {"animation_speed": 0.0, "bot_think_ms": 0, "default_bot": "calling-station"}
    base.update(changes)
    return Settings(**base)  # type: ignore[arg-type]


def shot(
    out: Path,
    name: str,
    settings: Settings,
    size: tuple[int, int],
    stop: Stop,
    seed: int = 7,
    paused: bool = False,
    timeout: float = 60.0,
) -> None:
    session = Session(settings, size, seed)
    try:
        session.run_until(stop, timeout)
        if not paused:  # the script froze the game to take the picture: not the player's pause
            session.app.window.paused_banner.hide()
            session.app.window.paused_label.setText("")
            for _ in range(5):
                session.app.qt.processEvents()
        session.grab(out / f"{name}.png")
    finally:
        session.close()


def small_800x600(out: Path) -> None:
    """A narrow window: the log leaves its dock for the overlay; once closed, once opened."""
    session = Session(quick(opponents=5), (800, 600), 7)
    try:
        session.run_until(on_street(2))
        window = session.app.window
        window.paused_banner.hide()
        window.paused_label.setText("")
        session.grab(out / "small_800x600.png")
        window.log_action.trigger()
        for _ in range(5):
            session.app.qt.processEvents()
        session.grab(out / "small_800x600_log.png")
    finally:
        session.close()


def settings_dialog(out: Path) -> None:
    from studdesk.ui.dialogs.settings_dialog import TABLE_TAB, SettingsDialog
    from studdesk.wording.names import OPPONENT_NAMES

    shots: tuple[tuple[str, Settings, int | None, dict[str, int]], ...] = (
        ("settings_dialog", Settings(), None, {}),
        ("settings_7_opponents", Settings(opponents=7), None, {}),
        # typed out of range: kept as typed, the range beside it and the reason under it
        ("settings_refused", Settings(), None, {"opponents": 12, "ante": 0}),
        ("settings_table_tab", Settings(action_timer=30), TABLE_TAB, {}),
    )
    for name, settings, tab, typed in shots:
        dialog = SettingsDialog(settings, None, opponent_names=OPPONENT_NAMES)
        for field, value in typed.items():
            dialog.editors[field].setValue(value)  # type: ignore[attr-defined]
        if tab is not None:
            dialog.tabs.setCurrentIndex(tab)
        dialog.show()
        QApplication.processEvents()
        dialog.grab().save(str(out / f"{name}.png"))
        print(f"wrote {out / f'{name}.png'}")
        if typed:
            from studdesk.ui.dialogs.settings_dialog import STRUCTURE_TAB

            dialog.tabs.setCurrentIndex(STRUCTURE_TAB)
            QApplication.processEvents()
            dialog.grab().save(str(out / f"{name}_structure.png"))
            print(f"wrote {out / f'{name}_structure.png'}")
        dialog.close()


def themed_settings(out: Path, palette: str, tab: str = "table") -> None:
    """A tab of the settings dialog ("table" or "keyboard") in the light or the dark palette."""
    from studdesk.ui.dialogs.settings_dialog import KEYBOARD_TAB, TABLE_TAB, SettingsDialog
    from studdesk.ui.palettes import PaletteKeeper

    keeper = PaletteKeeper()
    keeper.apply(palette)  # type: ignore[arg-type]
    dialog = SettingsDialog(Settings(app_palette=palette), None)  # type: ignore[arg-type]
    dialog.tabs.setCurrentIndex(KEYBOARD_TAB if tab == "keyboard" else TABLE_TAB)
    dialog.show()
    QApplication.processEvents()
    name = f"theme_{palette}_settings.png" if tab == "table" else f"{tab}_settings_{palette}.png"
    dialog.grab().save(str(out / name))
    print(f"wrote {out / name}")
    dialog.close()
    keeper.apply("light")


def settings_dialog_in(out: Path, language: str) -> None:
    """Every tab of the settings dialog in `language`, seven opponents named as the table names
    them (issues 14 and 15: no label may be cut off, no sideways scrolling)."""
    from studdesk.ui.dialogs.settings_dialog import SettingsDialog
    from studdesk.ui.languages import languages
    from studdesk.wording.names import OPPONENT_NAMES

    languages().apply(language)
    try:
        settings = Settings(language=language, opponents=7)  # type: ignore[arg-type]
        dialog = SettingsDialog(settings, None, opponent_names=OPPONENT_NAMES)
        dialog.show()
        for tab in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            _save(dialog, out / f"settings_dialog_{language}_{tab + 1}.png")
        dialog.close()
    finally:
        languages().apply("")


def welcome(out: Path, suffix: str = "") -> None:
    """The first-run welcome (issue 15), with the keys as they come, in the language applied now."""
    from studdesk.ui.dialogs.welcome import WelcomeDialog
    from studdesk.ui.shortcuts import bindings, shown
    from studdesk.wording.variants import game_name

    keys = {name: shown(key) for name, key in bindings({}).items()}
    dialog = WelcomeDialog(game_name(VARIANTS["stud"]), keys)
    dialog.show()
    QApplication.processEvents()
    _save(dialog, out / f"welcome{suffix}.png")
    dialog.close()


def table_questions(out: Path, suffix: str = "") -> None:
    """The questions that protect a session (issue 15): a new table, and the re-buy."""
    from studdesk.ui.dialogs.table_questions import NewTableBox, RebuyBox
    from studdesk.wording.game import out_of_chips, table_too_small_for

    for name, box in (
        ("new_table_question", NewTableBox((table_too_small_for(6, 4),), 1000)),
        ("rebuy_question", RebuyBox(out_of_chips(1000), 1000)),
    ):
        box.show()
        QApplication.processEvents()
        _save(box, out / f"{name}{suffix}.png")
        box.close()


def in_language(language: str, show: Callable[[], None]) -> None:
    from studdesk.ui.languages import languages

    languages().apply(language)
    try:
        show()
    finally:
        languages().apply("")


def language_shots(language: str) -> dict[str, Callable[[Path], None]]:
    """The table and the settings dialog in `language` (issue 14)."""
    return {
        f"table_{language}": lambda o: shot(
            o, f"table_{language}", quick(opponents=5, language=language), (1280, 800), on_street(1)
        ),
        f"showdown_{language}": lambda o: shot(
            o,
            f"showdown_{language}",
            quick(variant="stud8", opponents=3, language=language),
            (1280, 800),
            split_pot_showdown,
            seed=2,
        ),
        f"small_{language}": lambda o: shot(
            o, f"small_{language}", quick(opponents=5, language=language), (1024, 640), on_street(1)
        ),
        f"small_800x600_{language}": lambda o: shot(
            o, f"small_800x600_{language}", quick(opponents=5, language=language), (800, 600), on_street(2)
        ),
        f"settings_dialog_{language}": lambda o: settings_dialog_in(o, language),
        f"sng_dialog_{language}": lambda o: in_language(language, lambda: sng_dialog(o, f"_{language}")),
        f"welcome_{language}": lambda o: in_language(language, lambda: welcome(o, f"_{language}")),
        f"table_questions_{language}": lambda o: in_language(
            language, lambda: table_questions(o, f"_{language}")
        ),
        # the hand history, the replayer and the practice aids' windows, in OUT/<language>/
        f"history_{language}": lambda o: history_shots(in_folder(o, language), language),
        f"calculator_{language}": lambda o: in_language(language, lambda: calculator(in_folder(o, language))),
        f"trainer_{language}": lambda o: in_language(language, lambda: trainer(in_folder(o, language))),
        f"memory_drill_{language}": lambda o: memory_drill(in_folder(o, language), language),
        f"drill_results_{language}": lambda o: in_language(
            language, lambda: drill_results(in_folder(o, language))
        ),
    }


def in_folder(out: Path, name: str) -> Path:
    folder = out / name
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# ---------------------------------------------------------------- sit-and-go (issue 5)


def sng_config(bots: tuple[str, ...], chips: int = 1500) -> TournamentConfig:
    names = ("Ada", "Bruno", "Chen", "Dora", "Emil", "Fay", "Gus")
    return TournamentConfig(
        (Entrant(DEFAULT_PLAYER_NAME), *(Entrant(n, b) for n, b in zip(names, bots, strict=False))),
        starting_chips=chips,
        timing=LevelTiming.of_speed(Speed.TURBO),
    )


def play_sng(
    app: App,
    config: TournamentConfig,
    seed: int,
    choose: Callable[[tuple[LegalAction, ...]], LegalAction],
    stop: Callable[[], bool],
    timeout: float = 90.0,
) -> None:
    """Start the sit-and-go and answer the player's turns with `choose` until `stop()` (or a halt)."""
    pacer, panel = app.pacer, app.window.panel
    app.start()
    app.flow.start_tournament(config, seed)
    panel.clock = lambda: time.monotonic() + 10  # a player who looked first
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.qt.processEvents()
        if stop():
            break
        if pacer.phase is Phase.HUMAN_TURN:
            panel.choose(choose(panel.offers))
        time.sleep(0.001)
    else:
        raise TimeoutError("the moment for this screenshot never came")
    for _ in range(5):
        app.qt.processEvents()


def sng_dialog(out: Path, suffix: str = "") -> None:
    from studdesk.bots.registry import names
    from studdesk.ui.dialogs.sng_dialog import SngDialog
    from studdesk.wording.names import OPPONENT_NAMES

    for name, broken in ((f"sng_dialog{suffix}", False), (f"sng_dialog_problems{suffix}", True)):
        dialog = SngDialog(names(), OPPONENT_NAMES, DEFAULT_PLAYER_NAME, seed=1)
        if broken:  # a tab in the name, a ladder that goes down and breaks R1.4, payouts that are off
            dialog.name.setText("You\ttoo")
            dialog.opponents.setCurrentIndex(dialog.opponents.findData("each"))
            dialog.game.setCurrentIndex(dialog.game.findData("rotation"))
            dialog.ladder.set_row(2, (10, 20, 60, 50))
            dialog.ladder.set_row(5, (5, 50, 150, 300))
            dialog.payouts.shares[0].setValue(70.0)
        dialog.show()
        QApplication.processEvents()
        dialog.grab().save(str(out / f"{name}.png"))
        print(f"wrote {out / f'{name}.png'}")
        dialog.close()


def sng_table(out: Path, size: tuple[int, int] = (1280, 800), name: str = "sng_table") -> None:
    """Turbo sit-and-go, level 2 or later with five left (a narrow window: the standings opened)."""
    fresh_home()
    app = build(seed=3, settings=quick())
    app.window.resize(*size)
    app.window.show()
    flow = app.flow
    bots = ("calling-station-easy", "maniac-easy", "rock-medium", "fish-easy", "solid-medium")

    def moment() -> bool:
        status, batch = flow.status, app.pacer.last_batch
        return (
            isinstance(status, TournamentStatus)
            and status.players_left <= 5
            and status.level.level >= 2
            and status.human_finish is None
            and app.pacer.phase is Phase.HUMAN_TURN
            and batch is not None
            and batch.view.street >= 1
        )

    try:
        play_sng(app, sng_config(bots), 3, calls, moment)
        if app.window.compact:  # the standings are a tab over the table: open it
            app.window.standings_action.trigger()
            for _ in range(5):
                app.qt.processEvents()
        app.window.grab().save(str(out / f"{name}.png"))
        print(f"wrote {out / f'{name}.png'}")
    finally:
        app.window.close()
        app.qt.processEvents()


def sng_results(out: Path) -> None:
    """The player folds until they bust, leaves, and the bots finish: the results screen."""
    from studdesk.ui.dialogs.results_dialog import BustBox, ResultsDialog

    fresh_home()
    app = build(seed=3, settings=quick())
    app.window.resize(1280, 800)
    app.window.show()
    flow = app.flow

    def folds(offers: tuple[LegalAction, ...]) -> LegalAction:
        kinds = {o.kind: o for o in offers}
        return kinds.get(ActionKind.FOLD) or calls(offers)

    try:
        play_sng(
            app,
            sng_config(("always-call",) * 4, chips=600),
            8,
            folds,
            lambda: isinstance(flow.dialog, BustBox),
        )
        box = flow.dialog
        assert isinstance(box, BustBox)
        box.grab().save(str(out / "sng_bust.png"))
        print(f"wrote {out / 'sng_bust.png'}")
        box.leave_button.click()
        deadline = time.monotonic() + 60
        while not isinstance(flow.dialog, ResultsDialog) and time.monotonic() < deadline:
            app.qt.processEvents()
            time.sleep(0.005)
        results = flow.dialog
        assert isinstance(results, ResultsDialog)
        app.qt.processEvents()
        results.grab().save(str(out / "sng_results.png"))
        print(f"wrote {out / 'sng_results.png'}")
        results.close()
    finally:
        app.window.close()
        app.qt.processEvents()


# ---------------------------------------------------------------- hand history (issue 11)


def fill_history(seed: int = 5) -> None:
    """Hands for the history shots, played by the app's own runner and recorder: practice
    sittings in three games, then three sit-and-gos the player folds out of (the finishes)."""
    from studdesk.engine.actions import Act
    from studdesk.play.messages import (
        LeaveTournament,
        NewGame,
        StartPractice,
        StartTournament,
        Step,
        TakeAction,
    )
    from studdesk.play.recording import HandRecorder
    from studdesk.play.runner import Runner

    runner = Runner(recorder=HandRecorder())

    def drive(choose: Callable[[tuple[LegalAction, ...]], LegalAction], hands: int) -> bool:
        """Play on until `hands` hands ended; False when the game halted (a bust, the end)."""
        done = 0
        while done < hands:
            hand = runner.hand
            if hand is not None and not hand.is_over and hand.to_act == 0 and runner.game.human == 0:  # type: ignore[union-attr]
                replies = runner.handle(TakeAction(Act.taking(0, choose(hand.legal_actions(0)))))
            else:
                replies = runner.handle(Step())
            for reply in replies:
                if isinstance(reply, StepBatch) and reply.view.is_over and reply.events:
                    done += 1
                elif not isinstance(reply, StepBatch) and type(reply).__name__ == "Halted":
                    return False
        return True

    def folds(offers: tuple[LegalAction, ...]) -> LegalAction:
        kinds = {o.kind: o for o in offers}
        return kinds.get(ActionKind.CHECK) or kinds.get(ActionKind.FOLD) or offers[0]

    played: tuple[tuple[VariantKey, int], ...] = (("stud", 160), ("stud8", 70), ("razz", 60))
    for number, (variant, hands) in enumerate(played, start=1):
        settings = Settings(
            variant=variant, opponents=5, default_bot="solid-easy", player_name=DEFAULT_PLAYER_NAME
        )
        runner.handle(NewGame(number, StartPractice(settings, seed + number)))
        drive(calls, hands)
    for number in range(3):
        runner.handle(
            NewGame(10 + number, StartTournament(sng_config(("rock-easy",) * 5, chips=600), seed + number))
        )
        if not drive(folds, 10_000):
            runner.handle(LeaveTournament())
    runner.close_recorder()


def history_shots(out: Path, language: str = "") -> None:
    """The history window's list and statistics, and the replayer, on hands the app played."""
    os.environ["STUDDESK_HOME"] = tempfile.mkdtemp(prefix="studdesk-history-")
    fill_history()
    app = build(seed=1, settings=quick(language=language))
    app.window.resize(1280, 800)
    try:
        app.flow.open_history()
        history = app.flow.history
        assert history is not None and history.window is not None
        window = history.window
        window.resize(1280, 760)
        _settle(app)
        window.table.selectRow(2)
        _save(window, out / "history_list.png")
        window.tabs.setCurrentIndex(1)
        stats = window.stats
        assert stats is not None
        _wait(app, lambda: stats.figures.rowCount() > 0 and stats.winnings.has_data())
        _save(window, out / "history_statistics.png")
        for index, name in ((1, "history_chart_tiers"), (2, "history_chart_finishes")):
            stats.charts.setCurrentIndex(index)
            _save(window, out / f"{name}.png")
        window.tabs.setCurrentIndex(0)
        hand = next(  # a showdown hand the player won at the six-handed practice table
            r.id
            for r in (window.browser.row(i) for i in range(window.browser.count))
            if r is not None
            and r.showdown
            and r.variant == "stud"
            and (r.session_label or "").startswith("Practice")
            and len(r.players) == 6
            and (r.hero_net or 0) > 0
            and r.pot >= 8 * r.big_bet
        )
        history.open_replay(hand)
        replay = history.replay
        assert replay is not None and replay.replay is not None
        replay.resize(1280, 860)
        replay.jump(replay.replay.streets[2].first_step + 1)
        _wait(app, lambda: False in replay._equity)
        _save(replay, out / "history_replay.png")
        replay.reveal.setChecked(True)
        replay.to_showdown()
        _wait(app, lambda: True in replay._equity)
        _save(replay, out / "history_replay_revealed.png")
    finally:
        app.window.close()
        app.qt.processEvents()


def _settle(app: App) -> None:
    for _ in range(10):
        app.qt.processEvents()
        time.sleep(0.01)


def _wait(app: App, done: Callable[[], bool], timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the history never showed what the screenshot needs")
        app.qt.processEvents()
        time.sleep(0.005)
    _settle(app)


def _save(widget: object, path: Path) -> None:
    widget.grab().save(str(path))  # type: ignore[attr-defined]
    print(f"wrote {path}")


# ---------------------------------------------------------------- practice aids (issue 12)

#: every aid at the table on (the memory drill has a picture of its own)
ALL_AIDS: dict[str, object] = {
    "advisor_hint": True,
    "rule_helpers": True,
    "dead_cards": True,
    "dim_folded_cards": True,
}


def folded_and_my_turn(street: int) -> Stop:
    """The player's turn on `street` with some opponent's up cards folded."""

    def stop(s: Session) -> bool:
        v = s.view
        folded = v is not None and any(x.folded and x.seat != v.viewer for x in v.seats)
        return folded and on_street(street)(s)

    return stop


def hand_over(s: Session) -> bool:
    v = s.view
    return v is not None and v.is_over and s.app.aids.last_review is not None


def compose(window: QWidget, popup: QWidget, at: QPoint) -> QPixmap:
    """The window's picture with a popup (a tooltip, a dialog) drawn where it shows."""
    picture = window.grab()
    painter = QPainter(picture)
    painter.drawPixmap(at, popup.grab())
    painter.end()
    return picture


def aids_shot(
    out: Path, name: str, settings: Settings, size: tuple[int, int], stop: Stop, seed: int
) -> Session:
    session = Session(settings, size, seed)
    session.run_until(stop, timeout=120)
    session.app.window.paused_banner.hide()
    session.app.window.paused_label.setText("")
    session.settle_aids()
    session.grab(out / f"{name}.png")
    return session


def aids_table(out: Path) -> None:
    mixed = quick(
        opponents=5, default_bot="rock", opponent_bots=("rock", "calling-station", "rock"), **ALL_AIDS
    )
    aids_shot(out, "aids_table", mixed, (1280, 800), folded_and_my_turn(2), seed=4).close()


def aids_stud8(out: Path) -> None:
    stud8 = quick(variant="stud8", opponents=4, default_bot="rock", **ALL_AIDS)
    aids_shot(out, "aids_stud8", stud8, (1280, 800), folded_and_my_turn(1), seed=6).close()


def aids_small(out: Path) -> None:
    small = quick(opponents=5, default_bot="rock", **ALL_AIDS)
    aids_shot(out, "aids_small_1024x640", small, (1024, 640), folded_and_my_turn(1), seed=4).close()


def aids_board_tooltip(out: Path) -> None:
    """A seat's board reading, as hovering over it shows."""
    session = aids_shot(out, "aids_board_tooltip", quick(opponents=5), (1280, 800), on_street(2), seed=7)
    try:
        window, aids = session.app.window, session.app.aids
        seat, hover = next((k, h) for k, h in sorted(aids.overlay.hovers.items()) if h.toolTip())
        view = window.view
        centre = view.mapFromScene(hover.mapToScene(hover.boundingRect().center()))
        QToolTip.showText(view.mapToGlobal(centre), hover.toolTip(), view)
        session.app.qt.processEvents()
        tip = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and w.inherits("QTipLabel"))
        at = window.mapFromGlobal(view.mapToGlobal(centre)) + QPoint(12, 16)
        compose(window, tip, at).save(str(out / "aids_board_tooltip.png"))
        print(f"wrote {out / 'aids_board_tooltip.png'} (seat {seat})")
    finally:
        QToolTip.hideText()
        session.close()


def aids_review(out: Path) -> None:
    review = quick(opponents=4, default_bot="maniac", advisor_hint=True)
    aids_shot(out, "aids_review", review, (1280, 800), hand_over, seed=9).close()


def aids_review_kept(out: Path) -> None:
    """The review of a hand played with the aids, as the hand history's replayer shows it."""
    os.environ["STUDDESK_HOME"] = tempfile.mkdtemp(prefix="studdesk-review-")
    review = quick(opponents=4, default_bot="maniac")
    session = Session(review, (1280, 800), seed=9)
    app = session.app
    try:
        session.run_until(hand_over, timeout=120)
        reviewed = app.aids.last_review
        assert reviewed is not None
        session.stop = lambda s: s.view is not None and s.view.hand_number > reviewed.hand_number
        app.window.pause_action.setChecked(False)  # play on: the hand is settled, so recorded
        _wait(app, lambda: session.stop(session) and app.pacer.phase in (Phase.HUMAN_TURN, Phase.PAUSED))
        app.flow.open_history()
        history = app.flow.history
        assert history is not None and history.window is not None and history.store is not None
        store = history.store
        _wait(app, lambda: bool(history.window and history.window.browser.count))
        _wait(app, lambda: "review" in store.annotations(_first_hand(history)))
        history.open_replay(_first_hand(history))
        replay = history.replay
        assert replay is not None
        replay.resize(1280, 860)
        replay.to_showdown()
        _save(replay, out / "aids_review_kept.png")
    finally:
        session.close()


def _first_hand(history: HistoryController) -> int:
    assert history.window is not None
    browser = history.window.browser
    rows = [browser.row(i) for i in range(browser.count)]
    return min(r.id for r in rows if r is not None)


def memory_drill(out: Path, language: str = "") -> None:
    """The drill after a hand with folded up cards: its first question over the table."""
    from studdesk.ui.memory_drill import MemoryDrillDialog

    drilled = quick(
        opponents=5, default_bot="rock", memory_drill="end_of_hand", dead_cards=True, language=language
    )
    session = Session(drilled, (1280, 800), 3)
    try:
        session.run_until(lambda s: isinstance(s.app.aids.dialog, MemoryDrillDialog), timeout=120)
        dialog = session.app.aids.dialog
        assert dialog is not None
        session.app.window.paused_banner.hide()  # the script's own pause, not the drill's hold
        session.app.window.paused_label.setText("")
        for _ in range(5):
            session.app.qt.processEvents()
        window = session.app.window
        at = QPoint((window.width() - dialog.width()) // 2, (window.height() - dialog.height()) // 3)
        compose(window, dialog, at).save(str(out / "memory_drill.png"))
        print(f"wrote {out / 'memory_drill.png'}")
        dialog.close()
    finally:
        session.close()


def drill_results(out: Path) -> None:
    from studdesk.persistence.drill_log import DrillEntry, DrillHistory
    from studdesk.ui.memory_drill import DrillResultsDialog

    day = 86_400.0
    entries = tuple(
        DrillEntry(1_767_000_000.0 + i * day, 5, min(5, 2 + i // 3), 6.0 - i * 0.3) for i in range(12)
    )
    dialog = DrillResultsDialog(DrillHistory(entries))
    dialog.show()
    QApplication.processEvents()
    dialog.grab().save(str(out / "drill_results.png"))
    print(f"wrote {out / 'drill_results.png'}")
    dialog.close()


def calculator(out: Path) -> None:
    from studdesk.play.calculator_tool import CalculatorTool
    from studdesk.ui.calculator_window import CalculatorWindow

    for name, fill in (("calculator", False), ("calculator_problems", True)):
        window = CalculatorWindow(CalculatorTool(seed=1), "stud8")
        window.show()
        window.rows[0].down.setText("As 2s")
        window.rows[0].up.setText("3h 6d")
        window.rows[1].down.setText("Qc Qd")
        window.rows[1].up.setText("2d Kh")
        window.add_player()
        window.rows[2].up.setText("7c 8c")
        window.dead.setText("4h 5s Jc")
        if fill:  # what the player sees after a few typing slips
            window.rows[1].up.setText("2d As")
            window.rows[2].down.setText("9")
            window.dead.setText("4h 5s Jx")
        else:
            window.compute()
            deadline = time.monotonic() + 60
            while window.computing and time.monotonic() < deadline:
                QApplication.processEvents()
                time.sleep(0.01)
        QApplication.processEvents()
        window.grab().save(str(out / f"{name}.png"))
        print(f"wrote {out / f'{name}.png'}")
        window.close()


def trainer(out: Path) -> None:
    from studdesk.play.trainer_tool import TrainerTool
    from studdesk.ui.trainer_window import TrainerWindow

    window = TrainerWindow(TrainerTool(), seed=3)
    maniacs = window.opponents_style.findData("maniac")  # they act before the player's turn
    window.opponents_style.setCurrentIndex(maniacs)
    window.show()
    window.start()
    deadline = time.monotonic() + 60
    while window.situation is None and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)
    assert window.situation is not None
    while all("yet to act" in line for line in window.situation.doors):  # a situation with some action
        number = window.situation.number
        window.deal()
        while window.situation.number == number and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.01)
    window.pick(window.situation.picks[-1][0])
    while window.verdict is None and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)
    QApplication.processEvents()
    window.grab().save(str(out / "trainer.png"))
    print(f"wrote {out / 'trainer.png'}")
    window.close()


def settings_aids_tab(out: Path) -> None:
    from studdesk.ui.dialogs.settings_dialog import AIDS_TAB, SettingsDialog

    dialog = SettingsDialog(Settings(), None)
    dialog.tabs.setCurrentIndex(AIDS_TAB)
    dialog.show()
    QApplication.processEvents()
    dialog.grab().save(str(out / "settings_aids_tab.png"))
    print(f"wrote {out / 'settings_aids_tab.png'}")
    dialog.close()


SHOTS: dict[str, Callable[[Path], None]] = {
    "third_street_6p": lambda o: shot(o, "third_street_6p", quick(opponents=5), (1280, 800), on_street(0)),
    "showdown_split_stud8": lambda o: shot(
        o,
        "showdown_split_stud8",
        quick(variant="stud8", opponents=3),
        (1280, 800),
        split_pot_showdown,
        seed=2,
    ),
    "settings_dialog": settings_dialog,
    "welcome": welcome,
    "table_questions": table_questions,
    "paused_table": lambda o: shot(
        o, "paused_table", quick(opponents=5), (1280, 800), paused_on_fourth, seed=5, paused=True
    ),
    "scoop_caption": lambda o: shot(
        o, "scoop_caption", quick(variant="stud8", opponents=3), (1280, 800), scooped, seed=3, timeout=120
    ),
    "side_pots": lambda o: shot(
        o,
        "side_pots",
        quick(opponents=5, default_bot="maniac", starting_stack=120),
        (1280, 800),
        side_pots_on,
        seed=11,
        timeout=120,
    ),
    "table_8_seats": lambda o: shot(o, "table_8_seats", quick(opponents=7), (1280, 800), on_street(2)),
    "heads_up": lambda o: shot(o, "heads_up", quick(variant="razz", opponents=1), (1280, 800), on_street(3)),
    "five_card_10_seats": lambda o: shot(
        o,
        "five_card_10_seats",
        quick(variant="five", opponents=9, four_color_deck=True),
        (1280, 800),
        on_street(2),
    ),
    "small_800x600": small_800x600,
    "sng_table_800x600": lambda o: sng_table(o, (800, 600), "sng_table_800x600"),
    "stud8_fifth_street": lambda o: shot(
        o, "stud8_fifth_street", quick(variant="stud8", opponents=4), (1024, 640), on_street(2), seed=4
    ),
    "stud8_800x600": lambda o: shot(
        o, "stud8_800x600", quick(variant="stud8", opponents=4), (800, 600), on_street(3), seed=4
    ),
    "small_1024x640": lambda o: shot(o, "small_1024x640", quick(opponents=5), (1024, 640), on_street(1)),
    "large_2560x1440": lambda o: shot(o, "large_2560x1440", quick(opponents=5), (2560, 1440), on_street(3)),
    "theme_light_settings": lambda o: themed_settings(o, "light"),
    "theme_dark_settings": lambda o: themed_settings(o, "dark"),
    "keyboard_settings": lambda o: themed_settings(o, "light", "keyboard"),
    "theme_dark_table": lambda o: shot(
        o, "theme_dark_table", quick(opponents=5, app_palette="dark"), (1280, 800), on_street(2)
    ),
    "theme_large_index_small": lambda o: shot(
        o,
        "theme_large_index_small",
        quick(opponents=5, card_style="large_index", four_color_deck=True, felt_color="#1f4e79"),
        (1024, 640),
        on_street(3),
    ),
    "sng_dialog": sng_dialog,
    "sng_table": sng_table,
    "sng_table_1024x640": lambda o: sng_table(o, (1024, 640), "sng_table_1024x640"),
    "sng_table_2560x1440": lambda o: sng_table(o, (2560, 1440), "sng_table_2560x1440"),
    "sng_results": sng_results,
    "history": history_shots,
    "aids_table": aids_table,
    "aids_stud8": aids_stud8,
    "aids_small_1024x640": aids_small,
    "aids_board_tooltip": aids_board_tooltip,
    "aids_review": aids_review,
    "aids_review_kept": aids_review_kept,
    "memory_drill": memory_drill,
    "drill_results": drill_results,
    "calculator": calculator,
    "trainer": trainer,
    "settings_aids_tab": settings_aids_tab,
    **language_shots("ru"),
    **language_shots("bg"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("out", type=Path, help="folder for the PNG files")
    parser.add_argument("--only", nargs="*", choices=sorted(SHOTS), help="just these screenshots")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    QApplication.instance() or QApplication(sys.argv[:1])
    for name in args.only or SHOTS:
        SHOTS[name](args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
