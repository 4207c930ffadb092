"""`studdesk-sim sng`: play a whole sit-and-go between bots, headless.

    studdesk-sim sng --variant rotation --entrants 6 --bots random,calling-station --speed turbo --seed 1

Prints the finishing order with prizes, the hands played and the level reached.
With `--save-dir` the game is saved after every hand; `--stop-after N` quits
after N hands and `--resume` continues the saved game, which then ends exactly
as an uninterrupted run with the same seed would. The game is the play layer's
`TournamentGame`, as in the desktop app, played headless.
"""

from __future__ import annotations

import argparse
import contextlib
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from studdesk.bots.base import close_bot
from studdesk.bots.registry import BotLoadError, make_bot
from studdesk.cli.args import (
    FILE_ERROR,
    INTERRUPTED,
    MAX_CHIPS,
    MAX_HANDS,
    MAX_SEED,
    USAGE_ERROR,
    CliError,
    Parser,
    add_bot_deadline,
    fail,
    int_in,
    output_folder,
    shown,
    write_problem,
)
from studdesk.engine.tournament import DirectorEvent, LevelRaised, PlayerEliminated, TournamentDirector
from studdesk.engine.tournament_config import (
    DEFAULT_ROTATION,
    DEFAULT_STARTING_CHIPS,
    Entrant,
    LevelTiming,
    LevelUnit,
    Speed,
    TournamentConfig,
    TournamentSetupError,
)
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.saves import SaveLoadError, SaveStore
from studdesk.play.tournament import TournamentGame
from studdesk.wording.places import place_text

if TYPE_CHECKING:
    from studdesk.cli.record import Recorder

MAX_ENTRANTS = max(v.max_players for v in VARIANTS.values())
MAX_HANDS_PER_LEVEL = 1000
#: about 2,000 hands at the top of the default ladder: a deeper stack would only play on and on
MAX_STARTING_CHIPS = 100_000


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog="studdesk-sim sng",
        description="Play a sit-and-go tournament between bots and print the results (docs/rules.md §6).",
    )
    p.add_argument(
        "--variant",
        default="stud",
        help="stud, stud8, five, razz, 'rotation' (stud, stud8, razz, five: one per level) "
        "or a comma list to rotate through",
    )
    p.add_argument(
        "--entrants", type=int_in(2, MAX_ENTRANTS), default=6, help="2-8 (2-10 for five-card stud alone)"
    )
    p.add_argument(
        "--bots",
        default="random",
        help="bot names (registry names or package.module:Class), given to the "
        "entrants in turn: 'random' for all, or 'random,calling-station' alternating",
    )
    add_bot_deadline(p)
    p.add_argument(
        "--speed",
        choices=[s.name.lower() for s in Speed],
        default="regular",
        help="turbo 6, regular 10, deep 15 hands a level (R6.4)",
    )
    p.add_argument("--hands-per-level", type=int_in(1, MAX_HANDS_PER_LEVEL), help="overrides --speed")
    p.add_argument(
        "--chips",
        type=int_in(1, MAX_STARTING_CHIPS),
        default=DEFAULT_STARTING_CHIPS,
        help=f"starting stack (at most {MAX_STARTING_CHIPS:,}: the ladder tops out, so a deeper "
        "stack only makes the game endless)",
    )
    p.add_argument("--payouts", help="percent per place, e.g. 65,35 (default R6.3)")
    p.add_argument(
        "--buy-in", type=int_in(0, MAX_CHIPS), default=100, help="each entrant's share of the prize pool"
    )
    p.add_argument("--seed", type=int_in(0, MAX_SEED), default=1)
    p.add_argument("--save-dir", type=Path, help="save the game here after every hand")
    p.add_argument("--slot", default="sng", help="save name inside --save-dir")
    p.add_argument("--resume", action="store_true", help="continue the game saved in --save-dir/--slot")
    p.add_argument(
        "--stop-after",
        type=int_in(1, MAX_HANDS),
        metavar="N",
        help="quit after N hands, saved in --save-dir (to try --resume)",
    )
    p.add_argument("--events", action="store_true", help="print level changes and eliminations")
    p.add_argument("--record", action="store_true", help="store every hand in the hand history")
    return p


#: the flag that sets each TournamentConfig field, to name it in messages
_FLAGS = {
    "entrants": "--entrants",
    "variants": "--variant",
    "starting_chips": "--chips",
    "timing": "--hands-per-level",
    "payouts": "--payouts",
    "buy_in": "--buy-in",
}


def config_from_args(args: argparse.Namespace) -> TournamentConfig:
    """The tournament the flags describe; CliError naming the flag when they do not fit."""
    if args.variant == "rotation":
        variants = DEFAULT_ROTATION
    else:
        variants = tuple(v.strip() for v in args.variant.split(","))
    names = [b.strip() for b in args.bots.split(",")]
    if len(names) > args.entrants:
        raise CliError(f"--bots lists {len(names)} bots for {args.entrants} entrants (--entrants)")
    bots = [names[seat % len(names)] for seat in range(args.entrants)]
    for name in sorted(set(bots)):
        try:  # a bot that cannot be made is an error here (the app would seat a stand-in)
            close_bot(make_bot(name, deadline=args.bot_deadline))
        except BotLoadError as exc:
            raise CliError(f"--bots: {exc}") from None
    per_level = args.hands_per_level if args.hands_per_level is not None else Speed[args.speed.upper()].value
    try:
        return TournamentConfig(
            entrants=tuple(Entrant(f"{_short(bot)}-{seat + 1}", bot) for seat, bot in enumerate(bots)),
            variants=variants,
            starting_chips=args.chips,
            timing=LevelTiming(LevelUnit.HANDS, per_level),
            payouts=_payouts(args.payouts),
            buy_in=args.buy_in,
        )
    except TournamentSetupError as exc:
        flag = _FLAGS.get(exc.field)
        raise CliError(f"{flag}: {exc}" if flag else str(exc)) from None


def _payouts(text: str | None) -> tuple[float, ...]:
    if not text:
        return ()
    shares: list[float] = []
    for item in text.split(","):
        try:
            shares.append(float(item) if len(item) <= 20 else float("nan"))
        except ValueError:
            raise CliError(
                f"--payouts takes the percent paid to each place, separated by commas (e.g. 65,35); "
                f"{shown(item.strip())} is not a percentage"
            ) from None
    return tuple(shares)


def _short(bot: str) -> str:
    return bot.rpartition(":")[2].rpartition(".")[2] or bot


def _check(args: argparse.Namespace) -> SaveStore | None:
    """The save folder, ready to write in; CliError for flags that do not go together."""
    if args.save_dir is None:
        if args.resume:
            raise CliError("--resume needs --save-dir (the folder the game was saved in)")
        if args.stop_after is not None:
            raise CliError("--stop-after needs --save-dir, to save the game there and continue with --resume")
        return None
    try:
        SaveStore.check_slot(args.slot)
    except ValueError as exc:
        raise CliError(f"--slot: {exc}") from None
    return SaveStore(output_folder("--save-dir", args.save_dir))


def run(args: argparse.Namespace, out: Callable[[str], None] = print) -> int:
    store = _check(args)
    if args.resume:
        assert store is not None
        try:
            game, _pending = TournamentGame.load(
                store, args.slot, results=None, bot_deadline=args.bot_deadline
            )
        except SaveLoadError as exc:
            raise CliError(f"{exc.problem.message} Start a new game without --resume.", FILE_ERROR) from None
        out(f"resumed        {args.slot} after hand {game.director.hands_played}")
    else:
        config = config_from_args(args)
        game = TournamentGame.new(
            config, args.seed, store, results=None, slot=args.slot, bot_deadline=args.bot_deadline
        )
    with contextlib.closing(game):  # third-party bots have processes of their own
        return _play(args, game, store, out)


def _play(
    args: argparse.Namespace, game: TournamentGame, store: SaveStore | None, out: Callable[[str], None]
) -> int:
    director = game.director
    config = director.config
    try:
        recorder = _recorder(director) if args.record else None
    except ValueError as exc:  # the hand store cannot be used; the message names --record
        raise CliError(str(exc), FILE_ERROR) from None
    if recorder is not None:
        game.hand_observers.append(recorder.hand_over)  # after loading: replayed hands are stored already
    games = ", ".join(v.short_name for v in config.variant_list)
    out(f"sit-and-go     {games}; {len(config.entrants)} entrants, {config.timing}, seed {director.seed}")
    for notice in game.take_notices():
        out(f"note           {notice}")
    conserved = True
    started = time.perf_counter()
    played_here = 0
    while not director.is_finished:
        if args.stop_after is not None and played_here >= args.stop_after:
            break
        events = game.play_hand()
        played_here += 1
        conserved &= sum(director.chips().values()) == config.total_chips
        if store is not None:
            try:  # not game.save(), which plays on unsaved: here a save that fails ends the run
                game.write_save(store)
            except OSError as exc:
                kept = (
                    f"the save of hand {director.hands_played - 1} is kept"
                    if director.hands_played > 1
                    else "nothing was saved"
                )
                raise write_problem(store.path_for(args.slot), exc, kept) from None
        for notice in game.take_notices():
            out(f"note           {notice}")
        if args.events:
            _print_events(events, director, out)
    seconds = time.perf_counter() - started
    if recorder is not None:
        out(recorder.finish())
    if not director.is_finished:
        out(f"stopped        after hand {director.hands_played}; continue with --resume")
    else:
        _print_results(director, out)
    rate = played_here / seconds if seconds else float("inf")
    out(f"time           {seconds:.2f} s for {played_here} hands ({rate:,.0f} hands/s)")
    if not conserved:
        out("CHIP CONSERVATION FAILED")
        return 1
    out("chips conserved every hand: yes")
    return 0


def _recorder(director: TournamentDirector) -> Recorder:
    from studdesk.cli.record import Recorder, SessionKind

    config = director.config
    games = ", ".join(v.short_name for v in config.variant_list)
    return Recorder.start(
        SessionKind.TOURNAMENT,
        f"Sit-and-go ({games}), {len(config.entrants)} entrants, seed {director.seed}",
        {"entrants": len(config.entrants), "seed": director.seed},
        {seat: e.bot for seat, e in enumerate(config.entrants) if e.bot is not None},
    )


def _print_events(
    events: Sequence[DirectorEvent], director: TournamentDirector, out: Callable[[str], None]
) -> None:
    for event in events:
        if isinstance(event, LevelRaised):
            out(
                f"  hand {event.hand_number}: level {event.level}, {VARIANTS[event.variant_key].short_name}, "
                f"{event.structure}"
            )
        elif isinstance(event, PlayerEliminated):
            shared = "" if event.last_place == event.place else f"-{event.last_place}"
            out(f"  hand {event.hand_number}: {event.name} out in place {event.place}{shared}")


def _print_results(director: TournamentDirector, out: Callable[[str], None]) -> None:
    config = director.config
    out(f"prize pool     {config.prize_pool} ({config.buy_in} x {len(config.entrants)})")
    out(f"{'place':<18}{'name':<24}{'prize':>10}{'share':>9}")
    for finish in director.results:
        place = place_text(finish.place, finish.last_place)
        out(f"{place:<18}{finish.name:<24}{finish.prize:>10.2f}{finish.share:>8.1f}%")
    status_level = director.level
    out(f"hands played   {director.hands_played}")
    out(
        f"level reached  {status_level + 1}: {config.variant_at(status_level).short_name}, "
        f"{config.structure_at(status_level)}"
    )


def run_sng(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return run(args)
    except CliError as exc:
        fail(parser.prog, str(exc), exc.status, hint=exc.status == USAGE_ERROR)
    except KeyboardInterrupt:
        fail(parser.prog, "interrupted; the game is saved as of its last complete hand", INTERRUPTED)
