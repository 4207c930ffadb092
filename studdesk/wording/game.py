"""Notices about the game as a whole: starting, saving, re-buys, the practice table's changes, halts.

>>> buys_back_in("Ada", is_you=False, chips=2000)
'Ada buys back in for 2,000 chips.'
>>> you_play_seat(0, 2)
'You play seat 1, not seat 3.'
"""

from __future__ import annotations

from studdesk.wording import thousands, translate
from studdesk.wording.system import unexpected_problem

# ------------------------------------------------------------------ starting and saving


def new_practice_game(game: str, seed: int) -> str:
    return translate("Game", "New practice game: {game}, seed {seed}.").format(game=game, seed=seed)


def new_tournament(games: str, players: int, seed: int) -> str:
    return translate(
        "Game", "New sit-and-go: {games}, {players} player(s), seed {seed}.", None, players
    ).format(games=games, players=players, seed=seed)


def continued_hand(number: int) -> str:
    """The one message when a saved game goes on (the hand it goes on with)."""
    return translate("Game", "Continued hand #{number}.").format(number=number)


def log_unreadable(why: object, kept_as: str | None) -> str:
    """`why`: a clause (a `wording.system.FileProblem`, or what `log_not_ours` says)."""
    if kept_as is None:
        return translate(
            "Game", "The dealer's log of this game could not be read ({why}); it starts afresh."
        ).format(why=why)
    return translate(
        "Game",
        "The dealer's log of this game could not be read ({why}); it starts afresh. It was kept as {name}.",
    ).format(why=why, name=kept_as)


def log_not_ours() -> str:
    return translate("Game", "it is not a StudDesk log")


def log_not_kept(reason: object) -> str:
    return translate("Game", "The dealer's log could not be kept with the save ({reason}).").format(
        reason=reason
    )


def save_not_continued(slot: str, reason: object) -> str:
    return translate("Game", 'The saved game "{slot}" could not be continued: {reason}.').format(
        slot=slot, reason=reason
    )


def new_table_instead() -> str:
    return translate("Game", "A new practice table is dealt instead.")


def not_set_up(reason: object) -> str:
    return translate("Game", "The game could not be set up: {reason}").format(reason=reason)


def saved_hand_goes_on(step: int, reason: object) -> str:
    """A command of a saved hand no longer fits: the hand goes on from there."""
    return translate("Game", "The saved hand goes on from its command {step}: {reason}").format(
        step=step, reason=reason
    )


def not_saved(reason: object) -> str:
    return translate("Game", "The game could not be saved ({reason}); play goes on unsaved.").format(
        reason=reason
    )


def saved_again() -> str:
    return translate("Game", "The game is being saved again.")


def result_not_recorded(reason: object) -> str:
    return translate("Game", "The result could not be added to the finished tournaments ({reason}).").format(
        reason=reason
    )


def finished_save_not_deleted() -> str:
    return translate("Game", "The finished tournament's save could not be deleted.")


# ------------------------------------------------------------------ settings


def settings_saved() -> str:
    return translate("Game", "Settings saved. Game changes take effect from the next hand.")


def tournament_keeps_its_game() -> str:
    return translate("Game", "Settings saved. The sit-and-go keeps its own game and levels.")


def new_settings_in_effect() -> str:
    return translate("Game", "New settings are in effect from this hand on.")


def new_table_fresh_stacks() -> str:
    return translate("Game", "New settings: a new table with fresh stacks.")


def variant_does_not_fit(game: str, reason: str) -> str:
    return translate("Game", "Not changed: {game} does not fit this table ({reason}).").format(
        game=game, reason=reason
    )


# ------------------------------------------------------------------ the engine's answers


def not_accepted(reason: str) -> str:
    return translate("Game", "Not accepted: {reason}").format(reason=reason)


def not_done(reason: object) -> str:
    return translate("Game", "Not done: {reason}.").format(reason=reason)


def no_hand_in_play() -> str:
    return translate("Game", "There is no hand in play.")


def no_table() -> str:
    return translate("Game", "There is no table: start a new game from the Game menu.")


def you_play_seat(yours: int | None, acted: int) -> str:
    """The player sent a command for a seat that is not theirs (seats count from 1 for people)."""
    if yours is None:
        return translate("Game", "You play no seat, not seat {acted}.").format(acted=acted + 1)
    return translate("Game", "You play seat {yours}, not seat {acted}.").format(
        yours=yours + 1, acted=acted + 1
    )


def engine_failed(error: BaseException) -> str:
    return translate("Game", "The engine stopped with an error: {error}").format(error=repr(error))


def unexpected_error_title() -> str:
    return translate("Game", "Something went wrong")


def unexpected_error(error: str, saved: bool, log_path: str | None) -> str:
    """The dialog after an unexpected exception: what, whether the game is safe, where the details are."""
    lines = [translate("Game", "StudDesk ran into an error it did not expect:\n{error}").format(error=error)]
    if saved:
        lines.append(translate("Game", "Your game was saved first."))
    else:
        lines.append(translate("Game", "Your game could not be saved just now; it is saved when you quit."))
    if log_path is not None:
        lines.append(translate("Game", "The details are in the log file:\n{path}").format(path=log_path))
    lines.append(translate("Game", "You can play on, or quit and start StudDesk again."))
    return "\n\n".join(lines)


def bots_could_not_finish() -> str:
    """A bug stopped the bots (its English is in the log)."""
    return translate("Game", "The bots could not finish the tournament: {error}").format(
        error=unexpected_problem()
    )


def bot_went_wrong(name: str, problem: str) -> str:
    return translate("Game", "{name}'s bot went wrong ({problem}) and checks or folds instead.").format(
        name=name, problem=problem
    )


def bot_replaced(player: str, reason: object, fallback: str) -> str:
    """A bot that could not be loaded plays as the fallback bot."""
    return translate("Game", "{player}: {reason}. Playing the {fallback} bot instead.").format(
        player=player, reason=reason, fallback=fallback
    )


# ------------------------------------------------------------------ the practice table


def buys_back_in(name: str, is_you: bool, chips: int) -> str:
    if is_you:
        return translate("Game", "You buy back in for {chips} chip(s).", None, chips).format(
            chips=thousands(chips)
        )
    return translate("Game", "{name} buys back in for {chips} chip(s).", None, chips).format(
        name=name, chips=thousands(chips)
    )


def cannot_deal(reason: str) -> str:
    return translate(
        "Game", "No hand can be dealt: {reason}. Sit in, or add a bot from the Table menu."
    ).format(reason=reason)


def only_at_practice_tables() -> str:
    """A Table-menu request reached a sit-and-go."""
    return translate("Game", "That is for practice tables; a sit-and-go keeps its line-up.")


def table_menu_is_for_practice() -> str:
    return translate("Game", "The Table menu is for practice tables.")


def noted_for_next_hand() -> str:
    return translate("Game", "Noted: it takes effect when this hand is over.")


def top_up_range(most: int) -> str:
    return translate("Game", "add between 1 and {most} chips").format(most=thousands(most))


def no_bot_in_seat(seat: int) -> str:
    return translate("Game", "there is no bot in seat {seat}").format(seat=seat + 1)


def table_full(seats: int) -> str:
    return translate(
        "Game",
        "the table is full ({seats} seats): send a bot away first, or choose more opponents in Settings "
        "for a bigger table",
    ).format(seats=seats)


def bot_seat_name(seat: int) -> str:
    """A seated bot's name when every name on the list is taken."""
    return translate("Game", "Bot {seat}").format(seat=seat + 1)


def topped_up(chips: int, was_empty: bool) -> str:
    if was_empty:
        return translate("Game", "You re-buy for {chips} chip(s).", None, chips).format(
            chips=thousands(chips)
        )
    return translate("Game", "You top up for {chips} chip(s).", None, chips).format(chips=thousands(chips))


def sitting_out(sitting_out: bool) -> str:
    if sitting_out:
        return translate("Game", "You sit out: the bots play on without you until you sit in again.")
    return translate("Game", "You sit in again from this hand.")


def leaves_table(name: str) -> str:
    return translate("Game", "{name} leaves the table.").format(name=name)


def sits_down(name: str, bot: str, seat: int, chips: int) -> str:
    return translate(
        "Game", "{name} ({bot}) sits down in seat {seat} with {chips} chip(s).", None, chips
    ).format(name=name, bot=bot, seat=seat + 1, chips=thousands(chips))


# ------------------------------------------------------------------ the sit-and-go


def level_raised(level: int, game: str, structure: str) -> str:
    return translate("Game", "Level {level}: {game}, {structure}.").format(
        level=level, game=game, structure=structure
    )


def level_toast(level: int, game: str, structure: str) -> str:
    return translate("Game", "Level {level}: {game}, {structure}").format(
        level=level, game=game, structure=structure
    )


def you_watch_on() -> str:
    return translate("Game", "You watch the bots play on at high speed.")


def you_leave() -> str:
    return translate("Game", "You leave; the bots finish the tournament.")


def no_tournament_to_leave() -> str:
    return translate("Game", "There is no tournament to leave between hands.")


# ------------------------------------------------------------------ settings that change the table


def table_too_small_for(opponents: int, seats: int) -> str:
    return translate(
        "Game", "{opponents} opponent(s) need a bigger table than this one of {seats} seats", None, opponents
    ).format(opponents=opponents, seats=seats)


def table_too_big_for(game: str, most: int, seats: int) -> str:
    return translate("Game", "{game} seats at most {most} players, and this table has {seats} seats").format(
        game=game, most=most, seats=seats
    )


def now_plays_as(name: str, bot: str) -> str:
    """A seat's bot was changed in the settings: the seat keeps its name and chips."""
    return translate("Game", "{name} now plays as {bot}.").format(name=name, bot=bot)


def out_of_chips(starting_stack: int) -> str:
    """The player lost their last chip at the practice table."""
    return translate(
        "Game", "You are out of chips. Re-buy for {chips}, sit out and watch, or leave the table?"
    ).format(chips=thousands(starting_stack))


def you_left_the_table() -> str:
    return translate(
        "Game",
        "You left the table. Table ▸ Top up or re-buy to sit down again, "
        "or start another game from the Game menu.",
    )
