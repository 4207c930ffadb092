"""The user's settings: a frozen, validated pydantic model (DESIGN.md §4).

Field titles, descriptions and ranges are written for people: the settings
dialog uses them for labels, tooltips and spin-box limits, and every
validation problem comes out as a plain sentence that names its field
(`problems_of`). Cross-field rules reuse the engine's own checks (R1.4 via
`Structure`), so the dialog and the engine can never disagree.

`schema_version` and `MIGRATIONS` let older files be upgraded; reading and
writing files is `settings_store.SettingsStore`'s job.
"""

from __future__ import annotations

import base64
import binascii
import logging
import math
import re
from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, Literal, get_args

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import InitErrorDetails, PydanticCustomError

from studdesk.engine.errors import StructureError
from studdesk.engine.structure import AllInRule, HouseRules, OddChipRule, Structure
from studdesk.engine.variants import VARIANTS, Variant
from studdesk.wording import Words, translatable, translate, translate_marked
from studdesk.wording import settings_problems as words
from studdesk.wording.dialogs import seats_at_most
from studdesk.wording.problems import structure_problem
from studdesk.wording.table import DEFAULT_PLAYER_NAME
from studdesk.wording.variants import game_name

if TYPE_CHECKING:
    from studdesk.engine.hand import GameConfig

SCHEMA_VERSION = 1
#: saved by the program as it is used (places, layout, last tabs), never chosen in the settings dialog
AUTOMATIC_FIELDS = frozenset({"window_geometry", "window_state", "dialog_tabs", "window_places"})

VariantKey = Literal["stud", "stud8", "five", "razz"]
OddChipKey = Literal["position", "high_card_by_suit"]
AllInKey = Literal["half_bet", "full_bet"]
#: when the memory drill asks: never, after hands with folded up cards, or now and then on your turn
MemoryDrillKey = Literal["off", "end_of_hand", "random"]
#: the application's light or dark colours; "system" follows the desktop's choice
PaletteKey = Literal["system", "light", "dark"]
#: "large_index": rank and suit fill the card's corner, for small screens
CardStyleKey = Literal["standard", "large_index"]
#: "" follows the system's language; the others are the languages StudDesk ships (ui.languages)
LanguageKey = Literal["", "en", "ru", "bg"]

MAX_OPPONENTS = 9  # Five Card Stud seats ten (R1.2)
#: a default bot named "mix-<level>" seats these styles in turn, at that level (bot registry
#: names "<style>-<level>"): a first table worth playing is "mix-medium"
MIX_PREFIX = "mix-"
MIX_STYLES = ("solid", "rock", "fish", "maniac", "calling-station")
MIX_LEVELS = ("easy", "medium", "hard")


def seat_bot(default_bot: str, i: int) -> str:
    """The bot of opponent `i` (0-based) that plays the default bot: a mix gives each seat a style."""
    if default_bot.startswith(MIX_PREFIX):
        return f"{MIX_STYLES[i % len(MIX_STYLES)]}-{default_bot.removeprefix(MIX_PREFIX)}"
    return default_bot


#: the first-start explanations beside the bring-in and open-pair choices are shown this often
EXPLANATIONS = 3
#: the shortest action timer: less is no time to read the table
MIN_ACTION_TIMER = 5
#: the longest name at the player's seat
MAX_PLAYER_NAME = 20
_MAX_BOT_NAME = 100
_MAX_GEOMETRY = 8192
_COLOR_RE = re.compile(r"#[0-9a-fA-F]{6}")
#: names of commands (shortcuts) and dialogs (last tab) as the settings file keeps them
_NAME_RE = re.compile(r"[a-z][a-z0-9_]{0,39}")
_MAX_NAMED_ENTRIES = 64
_MAX_KEY_TEXT = 40
_MAX_TAB = 50
#: the text size setting's range, in per cent
TEXT_SIZES = (70, 200)


def _unit(unit: str) -> dict[str, Any]:
    # the dialog shows this as a spin-box suffix
    return {"unit": unit}


class Settings(BaseModel):
    """Everything the user can choose, with the rulebook's defaults."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    schema_version: int = Field(
        default=SCHEMA_VERSION,
        strict=True,
        title=translatable("Settings", "Settings format"),
        description=translatable("Settings", "Version of the settings file layout; upgraded automatically."),
    )

    # --- game ---
    player_name: str = Field(
        default=DEFAULT_PLAYER_NAME,
        title=translatable("Settings", "Your name"),
        description=translatable("Settings", "The name shown at your seat."),
    )
    variant: VariantKey = Field(
        default="stud",
        title=translatable("Settings", "Game"),
        description=translatable("Settings", "Which stud game is dealt."),
    )
    opponents: int = Field(
        default=5,
        strict=True,
        ge=1,
        le=MAX_OPPONENTS,
        title=translatable("Settings", "Opponents"),
        description=translatable("Settings", "How many bots sit at the table with you."),
    )
    opponent_bots: tuple[str, ...] = Field(
        default=(),
        max_length=MAX_OPPONENTS,
        title=translatable("Settings", "Opponent bots"),
        description=translatable(
            "Settings",
            "The bot for each opponent seat, in seat order; seats without an entry use the default bot.",
        ),
    )
    default_bot: str = Field(
        default="mix-medium",
        title=translatable("Settings", "Default bot"),
        description=translatable(
            "Settings",
            "The bot used for every opponent seat that has no bot of its own; a mix seats a different "
            "style at each seat.",
        ),
    )
    starting_stack: int = Field(
        default=1000,
        strict=True,
        ge=1,
        le=1_000_000_000,
        title=translatable("Settings", "Starting stack"),
        description=translatable(
            "Settings", "Chips every player has when they sit down, and what a re-buy brings."
        ),
        json_schema_extra=_unit("chips"),
    )
    always_rebuy: bool = Field(
        default=False,
        strict=True,
        title=translatable("Settings", "Re-buy without asking"),
        description=translatable(
            "Settings",
            "At the practice table, when you lose your last chip you buy back in for the starting "
            "stack at once. Off: you are asked whether to re-buy, sit out or leave.",
        ),
    )

    # --- structure (R1.4) ---
    ante: int = Field(
        default=1,
        strict=True,
        ge=0,
        le=1_000_000,
        title=translatable("Settings", "Ante"),
        description=translatable(
            "Settings", "Chips every player posts before the cards are dealt (may be 0)."
        ),
        json_schema_extra=_unit("chips"),
    )
    bring_in: int = Field(
        default=5,
        strict=True,
        ge=1,
        le=1_000_000,
        title=translatable("Settings", "Bring-in"),
        description=translatable(
            "Settings",
            "The forced opening bet of the player with the lowest up card on the "
            "first round; at most the small bet.",
        ),
        json_schema_extra=_unit("chips"),
    )
    small_bet: int = Field(
        default=20,
        strict=True,
        ge=1,
        le=1_000_000,
        title=translatable("Settings", "Small bet"),
        description=translatable("Settings", "Bet and raise size on the early streets."),
        json_schema_extra=_unit("chips"),
    )
    big_bet: int = Field(
        default=40,
        strict=True,
        ge=2,
        le=2_000_000,
        title=translatable("Settings", "Big bet"),
        description=translatable(
            "Settings", "Bet and raise size on the later streets; normally twice the small bet."
        ),
        json_schema_extra=_unit("chips"),
    )

    # --- house rules (docs/rules.md §8) ---
    open_pair_big_bet: bool = Field(
        default=True,
        strict=True,
        title=translatable("Settings", "Open pair allows a big bet"),
        description=translatable(
            "Settings",
            "Seven Card Stud and Five Card Stud: when an up pair shows on 4th street "
            "(3rd street in Five Card Stud), players may bet or raise the big bet in that round. "
            "Stud Hi/Lo and Razz never have this option.",
        ),
    )
    raise_cap: Literal[3, 4] = Field(
        default=3,
        title=translatable("Settings", "Raises per round"),
        description=translatable(
            "Settings",
            "How many raises are allowed after the first bet or completion in a "
            "betting round. The bring-in does not count.",
        ),
    )
    uncapped_heads_up: bool = Field(
        default=False,
        strict=True,
        title=translatable("Settings", "No raise cap heads-up"),
        description=translatable(
            "Settings", "When only two players remain in the hand, they may raise without limit."
        ),
    )
    community_card_betting: bool = Field(
        default=True,
        strict=True,
        title=translatable("Settings", "Bet after a community card"),
        description=translatable(
            "Settings",
            "If the deck runs short and the last card is dealt face up in the middle "
            "for everyone, there is still a normal betting round. Off: the hand goes straight "
            "to the showdown.",
        ),
    )
    odd_chip_rule: OddChipKey = Field(
        default="position",
        title=translatable("Settings", "Odd chips"),
        description=translatable(
            "Settings",
            "When a tied pot cannot be split evenly, the leftover chips go either to "
            "the tied players in order from the dealer's left (position), or by suit: to the "
            "highest card by suit in a high hand, the lowest card by suit in a low hand.",
        ),
    )
    show_losing_hands: bool = Field(
        default=False,
        strict=True,
        title=translatable("Settings", "Show losing hands"),
        description=translatable(
            "Settings",
            "At the showdown, players who cannot win still turn their cards up instead of mucking them.",
        ),
    )
    all_in_rule: AllInKey = Field(
        default="half_bet",
        title=translatable("Settings", "Short all-ins"),
        description=translatable(
            "Settings",
            "Half-bet rule: an all-in of at least half a bet counts as a full bet or raise, "
            "and a smaller one may be completed to a full bet by a player yet to act. Full-bet rule: "
            "only a full bet or raise counts.",
        ),
    )

    # --- table and animation ---
    animation_speed: float = Field(
        default=1.0,
        strict=True,
        ge=0.0,
        le=4.0,
        allow_inf_nan=False,
        title=translatable("Settings", "Animation speed"),
        description=translatable(
            "Settings", "How fast cards and chips move: 1 is normal, 2 twice as fast, 0 turns animation off."
        ),
        json_schema_extra=_unit("×"),
    )
    bot_think_ms: int = Field(
        default=600,
        strict=True,
        ge=0,
        le=5000,
        title=translatable("Settings", "Bot thinking time"),
        description=translatable(
            "Settings", "How long a bot pauses before it acts, so you can follow the play."
        ),
        json_schema_extra=_unit("ms"),
    )
    bot_time_limit: float = Field(
        default=5.0,
        strict=True,
        ge=0.5,
        le=60.0,
        allow_inf_nan=False,
        title=translatable("Settings", "Time limit for your own bots"),
        description=translatable(
            "Settings",
            "A bot of your own (package.module:ClassName) runs apart from StudDesk and has this "
            "long for each decision; a bot that takes longer checks or folds instead.",
        ),
        json_schema_extra=_unit("s"),
    )
    four_color_deck: bool = Field(
        default=False,
        strict=True,
        title=translatable("Settings", "Four-colour deck"),
        description=translatable(
            "Settings", "Draw diamonds blue and clubs green so the four suits are easy to tell apart."
        ),
    )
    felt_color: str = Field(
        default="#1d6b3c",
        title=translatable("Settings", "Felt colour"),
        description=translatable("Settings", "The colour of the table cloth."),
    )
    sound: bool = Field(
        default=True,
        strict=True,
        title=translatable("Settings", "Sound"),
        description=translatable(
            "Settings", "Play sound effects: cards dealt, checks, chips, folds, your turn and a win."
        ),
    )
    sound_volume: int = Field(
        default=70,
        strict=True,
        ge=0,
        le=100,
        title=translatable("Settings", "Sound volume"),
        description=translatable(
            "Settings", "How loud the sound effects are, as a share of the system volume."
        ),
        json_schema_extra=_unit("%"),
    )

    # --- practice aids (issue 12; older files simply get these defaults) ---
    live_odds: bool = Field(
        default=True,
        strict=True,
        title=translatable("Settings", "Live odds"),
        description=translatable(
            "Settings",
            "A panel beside the table with your equity against the players still in "
            "(every card you have seen counted dead), the pot odds of a call and your live outs.",
        ),
    )
    board_reading: bool = Field(
        default=True,
        strict=True,
        title=translatable("Settings", "Opponent boards"),
        description=translatable(
            "Settings",
            "Point at or click a seat to see what that player's up cards can still make, "
            "given the cards already seen.",
        ),
    )
    hand_review: bool = Field(
        default=True,
        strict=True,
        title=translatable("Settings", "Review after the hand"),
        description=translatable(
            "Settings",
            "After each hand, the decisions where you did not do what the advisor (the Hard "
            "bot) would have, with your equity and the pot odds at that moment; kept with the hand.",
        ),
    )
    advisor_hint: bool = Field(
        default=False,
        strict=True,
        title=translatable("Settings", "Advisor's hint"),
        description=translatable(
            "Settings", "On your turn, what the Hard bot would do in your place, and why."
        ),
    )
    rule_helpers: bool = Field(
        default=False,
        strict=True,
        title=translatable("Settings", "Rule helpers"),
        description=translatable(
            "Settings",
            "Why this seat brings in, who acts first and why, when the big bet is allowed "
            "on an open pair, and who can still make a low.",
        ),
    )
    dead_cards: bool = Field(
        default=False,
        strict=True,
        title=translatable("Settings", "Dead-card tracker"),
        description=translatable(
            "Settings",
            "Every card seen this hand, by suit, with the folded ones marked. Off by default: "
            "remembering them is a skill worth training (see the memory drill).",
        ),
    )
    dim_folded_cards: bool = Field(
        default=False,
        strict=True,
        title=translatable("Settings", "Folded cards stay dimmed"),
        description=translatable(
            "Settings", "A folded player's up cards stay at the seat, dimmed, instead of going to the muck."
        ),
    )
    memory_drill: MemoryDrillKey = Field(
        default="off",
        title=translatable("Settings", "Up-card memory drill"),
        description=translatable(
            "Settings",
            "Questions about the folded up cards (with the cards hidden): after every hand in "
            "which up cards were folded, or now and then on your turn.",
        ),
    )
    aids_in_tournaments: bool = Field(
        default=False,
        strict=True,
        title=translatable("Settings", "Practice aids in sit-and-go tournaments"),
        description=translatable(
            "Settings",
            "Off: a sit-and-go is played without any aid, as in a real tournament. The "
            "calculator and the trainer stay in the Tools menu.",
        ),
    )

    language: LanguageKey = Field(
        default="",
        title=translatable("Settings", "Language"),
        description=translatable(
            "Settings", "The language of the program; the system's language unless you choose one."
        ),
    )
    window_geometry: str | None = Field(
        default=None,
        title=translatable("Settings", "Window position"),
        description=translatable("Settings", "Where the main window was last placed (saved automatically)."),
    )
    app_palette: PaletteKey = Field(
        default="system",
        title=translatable("Settings", "Window colours"),
        description=translatable(
            "Settings",
            "Light or dark menus, dialogs and panels; 'Like the system' follows your "
            "desktop's choice, also when it changes.",
        ),
    )
    card_style: CardStyleKey = Field(
        default="standard",
        title=translatable("Settings", "Card faces"),
        description=translatable(
            "Settings",
            "Large index: the rank and suit fill the card's corner and the middle, "
            "easier to read on a small screen.",
        ),
    )
    text_size: int = Field(
        default=100,
        strict=True,
        ge=TEXT_SIZES[0],
        le=TEXT_SIZES[1],
        title=translatable("Settings", "Text size"),
        description=translatable(
            "Settings",
            "How big the text round the table is (the action panel, the dealer's log, "
            "the standings, the menus), on top of the growth with the window.",
        ),
        json_schema_extra=_unit("%"),
    )
    shortcuts: dict[str, str] = Field(
        default_factory=dict,
        title=translatable("Settings", "Keyboard shortcuts"),
        description=translatable(
            "Settings", "Keys you chose instead of the usual ones; an empty key turns a shortcut off."
        ),
    )
    window_state: str | None = Field(
        default=None,
        title=translatable("Settings", "Panel layout"),
        description=translatable(
            "Settings", "Where the dealer's log and the standings were docked (saved automatically)."
        ),
    )
    dialog_tabs: dict[str, int] = Field(
        default_factory=dict,
        title=translatable("Settings", "Last tabs"),
        description=translatable("Settings", "The tab each dialog was last left on (saved automatically)."),
    )
    window_places: dict[str, str] = Field(
        default_factory=dict,
        title=translatable("Settings", "Other windows' positions"),
        description=translatable(
            "Settings", "Where the hand history and other windows were last placed (saved automatically)."
        ),
    )

    # --- first start and practice aids ---
    show_welcome: bool = Field(
        default=True,
        strict=True,
        title=translatable("Settings", "Show the welcome at start"),
        description=translatable(
            "Settings",
            "A short welcome when StudDesk starts: the game, the keys, where the rules and settings are.",
        ),
    )
    explain_choices: bool = Field(
        default=True,
        strict=True,
        title=translatable("Settings", "Explain the bring-in and open-pair choices"),
        description=translatable(
            "Settings",
            "A one-line explanation beside the bring-in and open-pair choices, the first few times "
            "each comes up.",
        ),
    )
    bring_in_explained: int = Field(
        default=0,
        strict=True,
        ge=0,
        le=1_000_000,
        title=translatable("Settings", "Bring-in explained"),
        description=translatable(
            "Settings", "How often the bring-in choice was explained (counted automatically)."
        ),
    )
    open_pair_explained: int = Field(
        default=0,
        strict=True,
        ge=0,
        le=1_000_000,
        title=translatable("Settings", "Open pair explained"),
        description=translatable(
            "Settings", "How often the open-pair choice was explained (counted automatically)."
        ),
    )
    action_timer: int = Field(
        default=0,
        strict=True,
        ge=0,
        le=300,
        title=translatable("Settings", "Action timer"),
        description=translatable(
            "Settings",
            "Seconds you have for each decision, as in a tournament: when they run out you check if "
            "you can, otherwise fold. 0 turns the timer off.",
        ),
        json_schema_extra=_unit("s"),
    )

    # --- field checks ---

    @field_validator("schema_version")
    @classmethod
    def _current_schema(cls, value: int) -> int:
        if value != SCHEMA_VERSION:
            raise _refusal("schema_version", partial(words.current_format_only, SCHEMA_VERSION))
        return value

    @field_validator("player_name")
    @classmethod
    def _clean_name(cls, value: str) -> str:
        if player_name_problem(value) is not None:
            raise _refusal("player_name", partial(_said_name_problem, value))
        return value.strip()

    @field_validator("default_bot")
    @classmethod
    def _check_default_bot(cls, value: str) -> str:
        problem = _bot_name_problem(value)
        if problem == _NO_BOT:
            raise _refusal("bot_name", words.default_bot_not_chosen)
        if problem == _NOT_A_BOT:
            raise _refusal("bot_name", words.default_bot_not_a_name)
        return value

    @field_validator("opponent_bots")
    @classmethod
    def _check_opponent_bots(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for i, name in enumerate(value):
            problem = _bot_name_problem(name)
            if problem == _NO_BOT:
                raise _refusal("bot_name", partial(words.seat_bot_not_chosen, i + 1))
            if problem == _NOT_A_BOT:
                raise _refusal("bot_name", partial(words.seat_bot_not_a_name, i + 1))
        return value

    @field_validator("action_timer")
    @classmethod
    def _timer_long_enough(cls, value: int) -> int:
        if 0 < value < MIN_ACTION_TIMER:
            raise _refusal("action_timer", partial(words.timer_too_short, MIN_ACTION_TIMER))
        return value

    @field_validator("felt_color")
    @classmethod
    def _check_color(cls, value: str) -> str:
        if not _COLOR_RE.fullmatch(value):
            raise _refusal("color", words.not_a_colour)
        return value.lower()

    @field_validator("window_geometry", "window_state")
    @classmethod
    def _check_geometry(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is not None and not _saved_geometry(value):
            raise _refusal("geometry", partial(_titled, words.not_a_window_place, str(info.field_name)))
        return value

    @field_validator("window_places")
    @classmethod
    def _check_places(cls, value: dict[str, str]) -> dict[str, str]:
        _check_names(value, "window_places")
        if not all(_saved_geometry(place) for place in value.values()):
            raise _refusal("geometry", partial(_titled, words.not_a_window_place, "window_places"))
        return value

    @field_validator("shortcuts")
    @classmethod
    def _check_shortcuts(cls, value: dict[str, str]) -> dict[str, str]:
        _check_names(value, "shortcuts")
        for name, key in value.items():
            if len(key) > _MAX_KEY_TEXT or not key.isprintable():
                raise _refusal("shortcut", partial(words.not_a_key, name))
        return value

    @field_validator("dialog_tabs")
    @classmethod
    def _check_tabs(cls, value: dict[str, int]) -> dict[str, int]:
        _check_names(value, "dialog_tabs")
        if any(not 0 <= tab <= _MAX_TAB for tab in value.values()):
            raise _refusal("tab", partial(words.not_a_tab, _MAX_TAB))
        return value

    # --- cross-field checks ---

    @model_validator(mode="after")
    def _check_together(self) -> Settings:
        conflicts = _conflicts(self)
        if conflicts:
            raise ValidationError.from_exception_data(
                type(self).__name__,
                [
                    InitErrorDetails(
                        type=_refusal("conflict", say),
                        loc=(field,),
                        input=getattr(self, field),
                    )
                    for field, say in conflicts
                ],
            )
        return self

    # --- what the rest of the program needs ---

    def variant_obj(self) -> Variant:
        return VARIANTS[self.variant]

    def structure(self) -> Structure:
        return Structure(self.ante, self.bring_in, self.small_bet, self.big_bet)

    def house_rules(self) -> HouseRules:
        return HouseRules(
            open_pair_big_bet=self.open_pair_big_bet,
            raise_cap=self.raise_cap,
            uncapped_heads_up=self.uncapped_heads_up,
            community_card_betting=self.community_card_betting,
            odd_chip_rule=OddChipRule(self.odd_chip_rule),
            show_losing_hands=self.show_losing_hands,
            all_in_rule=AllInRule(self.all_in_rule),
        )

    def game_config(self) -> GameConfig:
        # imported here so that loading settings does not pull in the hand machinery
        from studdesk.engine.hand import GameConfig

        return GameConfig(self.variant_obj(), self.structure(), self.house_rules())

    def bot_for_opponent(self, i: int) -> str:
        """Registry name of the bot in opponent seat `i` (0-based, in seat order).

        A mix, as the default bot or in a seat (the dialog stores a gap before a chosen seat
        with the default's name), plays its style for that seat."""
        if not 0 <= i < self.opponents:
            raise IndexError(f"opponent {i} does not exist; there are {self.opponents} opponents")
        return seat_bot(self.opponent_bots[i] if i < len(self.opponent_bots) else self.default_bot, i)

    def updated(self, **changes: Any) -> Settings:
        """A validated copy with `changes` applied (`model_copy` would skip validation)."""
        return Settings.model_validate({**self.model_dump(), **changes})

    def to_json_data(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


def player_name_problem(text: str) -> str | None:
    """Why `text` (as typed; spaces around it do not count) cannot be the name at the player's
    seat, in the player's language; None when it can. The one rule for that name: the settings
    and the sit-and-go dialog both ask it."""
    name = text.strip()
    if not name:
        return translate("SettingsProblems", "Your name must not be empty")
    if len(name) > MAX_PLAYER_NAME:
        return translate("SettingsProblems", "Your name must be at most {limit} characters").format(
            limit=MAX_PLAYER_NAME
        )
    if not name.isprintable():
        return translate("SettingsProblems", "Your name must not contain control characters")
    return None


def _saved_geometry(value: str) -> bool:
    """Qt's saved geometry or layout as the file keeps it: base64 of a sensible length."""
    try:
        return len(value) <= _MAX_GEOMETRY and bool(base64.b64decode(value, validate=True))
    except (binascii.Error, ValueError):
        return False


def _check_names(entries: Mapping[str, object], field: str) -> None:
    """Names a settings dict is keyed by: few, short, lower-case words (they come from the program)."""
    if len(entries) > _MAX_NAMED_ENTRIES:
        raise _refusal("too_many", partial(_titled, words.too_many_entries, field))
    for name in entries:
        if not _NAME_RE.fullmatch(name):
            raise _refusal("name", partial(_titled, words.entry_without_name, field))


_NO_BOT = "no bot"
_NOT_A_BOT = "not a bot name"


def _bot_name_problem(name: str) -> str | None:
    # Names are looked up in the bot registry when a game starts; here only their shape.
    if not name.strip():
        return _NO_BOT
    unknown_mix = name.startswith(MIX_PREFIX) and name.removeprefix(MIX_PREFIX) not in MIX_LEVELS
    if unknown_mix or len(name) > _MAX_BOT_NAME or not name.isprintable() or any(c.isspace() for c in name):
        return _NOT_A_BOT
    return None


# --- the fields' own refusals, said when shown (a file is read before its language is installed)


def _refusal(kind: str, say: Words) -> PydanticCustomError:
    """A refusal pydantic carries: its message is the English of now (the logs), and `say`
    words it again where it is shown (`problem_words`)."""
    return PydanticCustomError(kind, say().replace("{", "(").replace("}", ")"), {_SAY: say})


_SAY = "say"


def _said_name_problem(name: str) -> str:
    return player_name_problem(name) or ""


def _titled(say: Callable[[str], str], field: str) -> str:
    """`say` with the field's title in the language installed now."""
    return say(field_title(field))


#: every field that `_conflicts` reads
_CROSS_FIELDS = frozenset(
    {"ante", "bring_in", "small_bet", "big_bet", "variant", "opponents", "starting_stack"}
)


def _conflicts(s: Settings) -> list[tuple[str, Words]]:
    """Rules that tie fields together, as (field, the problem in plain words, unsaid)."""
    found: list[tuple[str, Words]] = []
    try:
        Structure(s.ante, s.bring_in, s.small_bet, s.big_bet)
    except StructureError as exc:  # R1.4, in the player's language
        found.append((exc.field, partial(structure_problem, exc)))
    variant = VARIANTS[s.variant]
    if s.opponents > variant.max_players - 1:
        found.append(("opponents", partial(_too_many_opponents, variant)))
    if s.starting_stack < s.ante:
        found.append(("starting_stack", partial(words.stack_below_ante, s.ante)))
    return found


def _too_many_opponents(variant: Variant) -> str:
    return seats_at_most(game_name(variant), variant.max_players)


# --- turning pydantic errors into sentences ---

_log = logging.getLogger(__name__)

_PLAIN: dict[str, str] = {
    "missing": translatable("SettingsProblems", "{title} is missing"),
    "int_type": translatable("SettingsProblems", "{title} must be a whole number"),
    "int_parsing": translatable("SettingsProblems", "{title} must be a whole number"),
    "int_from_float": translatable("SettingsProblems", "{title} must be a whole number"),
    "bool_type": translatable("SettingsProblems", "{title} must be on or off"),
    "bool_parsing": translatable("SettingsProblems", "{title} must be on or off"),
    "float_type": translatable("SettingsProblems", "{title} must be a number"),
    "float_parsing": translatable("SettingsProblems", "{title} must be a number"),
    "finite_number": translatable("SettingsProblems", "{title} must be a number"),
    "string_type": translatable("SettingsProblems", "{title} must be text"),
    "tuple_type": translatable("SettingsProblems", "{title} must be a list"),
    "greater_than_equal": translatable("SettingsProblems", "{title} must be at least {ge}"),
    "greater_than": translatable("SettingsProblems", "{title} must be more than {gt}"),
    "less_than_equal": translatable("SettingsProblems", "{title} must be at most {le}"),
    "less_than": translatable("SettingsProblems", "{title} must be less than {lt}"),
    "too_long": translatable("SettingsProblems", "{title} may hold at most {max_length} entries"),
    "dict_type": translatable("SettingsProblems", "{title} must be a table of names and values"),
}


def field_title(field: str) -> str:
    info = Settings.model_fields.get(field)
    if info is not None and info.title:
        return translate_marked("Settings", info.title)
    return field.replace("_", " ").capitalize()


def problems_from(error: ValidationError) -> dict[str, str]:
    """{field: plain-words message} for a settings ValidationError (first problem per field)."""
    return {field: say() for field, say in problem_words(error).items()}


def problem_words(error: ValidationError) -> dict[str, Words]:
    """{field: the message, unsaid} for a settings ValidationError (first problem per field):
    each says itself in the language installed when it is called."""
    problems: dict[str, Words] = {}
    for item in error.errors(include_url=False):
        loc = item.get("loc", ())
        field = str(loc[0]) if loc else ""
        if field not in problems:
            problems[field] = _problem_words(field, item["type"], item.get("ctx") or {}, item["msg"])
    return problems


def _problem_words(field: str, kind: str, ctx: Mapping[str, Any], msg: str) -> Words:
    said = ctx.get(_SAY)
    if callable(said):  # one of the fields' own refusals (`_refusal`)
        return said  # type: ignore[no-any-return]
    if kind == "extra_forbidden":
        return partial(words.not_a_setting, field)
    if kind == "literal_error":
        info = Settings.model_fields.get(field)
        choices = get_args(info.annotation) if info is not None else ()
        return partial(_titled, partial(_choice_of, choices), field)
    template = _PLAIN.get(kind)
    if kind == "greater_than_equal" and ctx.get("ge") == 0:
        template = translatable("SettingsProblems", "{title} must not be negative")
    if template is None:  # pydantic's own words are English: the log has them, the player ours
        _log.warning("setting %s: %s", field, msg)
        return partial(_titled, words.not_usable, field)
    return partial(_said_plain, template, field, {k: _plain_value(v) for k, v in ctx.items()})


def _said_plain(template: str, field: str, ctx: Mapping[str, object]) -> str:
    return translate_marked("SettingsProblems", template).format(title=field_title(field), **ctx)


def _choice_of(choices: tuple[object, ...], title: str) -> str:
    return words.not_a_choice(title, choices)


def _plain_value(value: object) -> object:
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)  # "at most 4", not "at most 4.0"
    return value


def problems_of(data: Mapping[str, Any]) -> dict[str, str]:
    """{field: message} for settings data; empty when `Settings(**data)` would succeed.

    Pydantic checks fields together only once each field is valid on its own; so that
    an empty name does not hide a bring-in above the small bet, the cross-field checks
    are run again without the bad fields, when none of those take part in them.
    """
    try:
        Settings.model_validate(dict(data))
    except ValidationError as exc:
        problems = problems_from(exc)
    else:
        return {}
    if problems and not set(problems) & _CROSS_FIELDS:
        rest = {k: v for k, v in data.items() if k not in problems}
        try:
            Settings.model_validate(rest)
        except ValidationError as exc:
            for field, message in problems_from(exc).items():
                problems.setdefault(field, message)
    return problems
