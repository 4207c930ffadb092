"""The bots in words: their names in a list, a one-line description each, the groups of the list.

A built-in bot's name is a level ("medium": a solid player at that level), a
style at a level ("rock-hard"), a style alone (played at Medium), or one of
the simple practice bots; anything else is a bot of the player's own (an
installed plug-in, or `package.module:ClassName`).

>>> bot_label("calling-station-easy"), bot_label("hard"), bot_label("mybots.clever:Clever")
('Calling station (Easy)', 'Hard', 'mybots.clever:Clever')
>>> bot_description("rock-medium")
'Rock: plays few hands and folds easily, bets only with the goods. Medium: a club regular.'
"""

from __future__ import annotations

from studdesk.wording import translate

#: the levels and styles of the built-in bots, in the order the list shows them
LEVEL_KEYS = ("easy", "medium", "hard")
STYLE_KEYS = ("rock", "solid", "calling-station", "maniac", "fish")
SIMPLE_KEYS = ("random", "always-call", "always-raise", "equity")


def level_title(level: str) -> str:
    titles = {
        "easy": translate("Bots", "Easy"),
        "medium": translate("Bots", "Medium"),
        "hard": translate("Bots", "Hard"),
    }
    return titles.get(level, level)


def style_title(style: str) -> str:
    titles = {
        "rock": translate("Bots", "Rock"),
        "solid": translate("Bots", "Solid"),
        "calling-station": translate("Bots", "Calling station"),
        "maniac": translate("Bots", "Maniac"),
        "fish": translate("Bots", "Fish"),
    }
    return titles.get(style, style)


def level_note(level: str) -> str:
    notes = {
        "easy": translate("Bots", "a beginner who plays far too many hands and calls too much"),
        "medium": translate("Bots", "a club regular"),
        "hard": translate("Bots", "reads its opponents and bets for value: the strongest"),
    }
    return notes.get(level, "")


def style_note(style: str) -> str:
    notes = {
        "rock": translate("Bots", "plays few hands and folds easily, bets only with the goods"),
        "solid": translate("Bots", "a sound, balanced game"),
        "calling-station": translate("Bots", "calls almost anything and seldom raises: bet your good hands"),
        "maniac": translate("Bots", "raises and bluffs all the time: let it bet into your good hands"),
        "fish": translate("Bots", "plays too many hands and chases draws that are dead"),
    }
    return notes.get(style, "")


def simple_title(name: str) -> str:
    titles = {
        "random": translate("Bots", "Random"),
        "always-call": translate("Bots", "Always call"),
        "always-raise": translate("Bots", "Always raise"),
        "equity": translate("Bots", "Equity yardstick"),
    }
    return titles.get(name, name)


def simple_note(name: str) -> str:
    notes = {
        "random": translate("Bots", "Picks any legal action at random: for testing, not for practice."),
        "always-call": translate("Bots", "Checks or calls every time, never folds, never raises."),
        "always-raise": translate("Bots", "Bets or raises whenever it may."),
        "equity": translate("Bots", "Bets by its chance to win against random hands: a plain yardstick."),
    }
    return notes.get(name, "")


def split_name(name: str) -> tuple[str | None, str | None]:
    """(style, level) of a built-in strategy bot's name; (None, None) for any other bot."""
    if name in LEVEL_KEYS:
        return "solid", name
    if name in STYLE_KEYS:
        return name, "medium"
    for style in STYLE_KEYS:
        for level in LEVEL_KEYS:
            if name == f"{style}-{level}":
                return style, level
    return None, None


def mix_level(name: str) -> str | None:
    """The level of a mix of styles ("mix-medium"), None for any other bot."""
    level = name.removeprefix("mix-")
    return level if name.startswith("mix-") and level in LEVEL_KEYS else None


def bot_label(name: str) -> str:
    """A bot as the lists show it: "Rock (Hard)", "Medium", "Always call", or the name as written."""
    mix = mix_level(name)
    if mix is not None:
        return translate("Bots", "A mix of styles ({level})").format(level=level_title(mix))
    if name in LEVEL_KEYS:
        return level_title(name)
    if name in SIMPLE_KEYS:
        return simple_title(name)
    style, level = split_name(name)
    if style is not None and level is not None:
        return translate("Bots", "{style} ({level})").format(
            style=style_title(style), level=level_title(level)
        )
    if ":" in name:
        return name
    return name.replace("-", " ").replace("_", " ").capitalize()


def bot_description(name: str) -> str:
    """One line on how the bot plays."""
    mix = mix_level(name)
    if mix is not None:
        return translate(
            "Bots", "Each seat a different style, all at {level}: solid, rock, fish, maniac, calling station."
        ).format(level=level_title(mix))
    if name in LEVEL_KEYS:
        return translate("Bots", "A solid player at {level}: {note}.").format(
            level=level_title(name), note=level_note(name)
        )
    if name in SIMPLE_KEYS:
        return simple_note(name)
    style, level = split_name(name)
    if style is not None and level is not None:
        return translate("Bots", "{style}: {style_note}. {level}: {level_note}.").format(
            style=style_title(style),
            style_note=style_note(style),
            level=level_title(level),
            level_note=level_note(level),
        )
    if ":" in name:
        return translate("Bots", "Your own bot class; it runs apart from StudDesk, with a time limit.")
    return translate("Bots", "An installed bot of your own.")


def bot_summary(name: str) -> str:
    """A short line beside a seat whose list already names the level: how the style plays."""
    style, level = split_name(name)
    if name in LEVEL_KEYS or style is None or level is None:
        return bot_description(name)
    note = style_note(style)
    return note[:1].upper() + note[1:] + "."


# ------------------------------------------------------------------ the groups of the list


def group_mixes() -> str:
    return translate("Bots", "A different style at each seat")


def group_levels() -> str:
    return translate("Bots", "Levels (a solid player)")


def group_styles(level: str) -> str:
    return translate("Bots", "Styles at {level}").format(level=level_title(level))


def group_simple() -> str:
    return translate("Bots", "Simple practice bots")


def group_own() -> str:
    return translate("Bots", "Your own")


def own_bot_item() -> str:
    return translate("Bots", "Your own bot (module:Class)…")


def default_seat(label: str | None) -> str:
    """A seat left to the default bot."""
    if label is None:
        return translate("Bots", "Default bot")
    return translate("Bots", "Default ({bot})").format(bot=label)


def opponent_seat(number: int) -> str:
    """An opponent's seat when no name is known."""
    return translate("Bots", "Opponent {number}").format(number=number)
