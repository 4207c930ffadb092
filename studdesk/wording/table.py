"""What the table and the panel under it say: banners, seat plates, the player's status line.

>>> street_banner("fourth street", 20, big=False)
'Fourth street · small bet 20'
>>> open_pair_banner("fourth street", 20, 40)
'Fourth street · open pair: bet 20 or 40'
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.engine.events import PotShare
from studdesk.engine.structure import Structure
from studdesk.wording import thousands, translate
from studdesk.wording.tournament import out_cell

#: the player's name until they choose one (kept as is in the settings, saves and hand histories)
DEFAULT_PLAYER_NAME = "You"


def shown_name(name: str) -> str:
    """A player's name as the screens show it: the default name in the player's language."""
    if name == DEFAULT_PLAYER_NAME:
        return translate("Names", "You", "the player's name until they choose one")
    return name


def chips_text(amount: int) -> str:
    """A number of chips with thousands separated: 12,500."""
    return thousands(amount)


def hand_banner(number: int, game: str) -> str:
    return translate("Table", "Hand #{number} · {game}").format(number=number, game=game)


def street_title(name: str) -> str:
    """An engine street name ("4th street") as a heading: "4th street", in the player's language."""
    title = street_name(name)
    return title[:1].upper() + title[1:]


def street_name(name: str) -> str:
    """An engine street name ("4th street") within a sentence, in the player's language."""
    titles = {
        "2nd street": translate("Table", "2nd street"),
        "3rd street": translate("Table", "3rd street"),
        "4th street": translate("Table", "4th street"),
        "5th street": translate("Table", "5th street"),
        "6th street": translate("Table", "6th street"),
        "7th street": translate("Table", "7th street"),
    }
    return titles.get(name, name)


def street_banner(street: str, bet: int, big: bool) -> str:
    """The street and its bet size, in the middle of the table."""
    if big:
        template = translate("Table", "{street} · big bet {chips}")
    else:
        template = translate("Table", "{street} · small bet {chips}")
    return template.format(street=street_title(street), chips=chips_text(bet))


def open_pair_banner(street: str, small_bet: int, big_bet: int) -> str:
    """R3.7: an open pair shows, so either bet may be made this round."""
    return translate("Table", "{street} · open pair: bet {small} or {big}").format(
        street=street_title(street), small=chips_text(small_bet), big=chips_text(big_bet)
    )


def stakes(structure: Structure) -> str:
    """A structure for the tournament panel: "ante 10 · bring-in 15 · 40/80"."""
    return translate("Table", "ante {ante} · bring-in {bring_in} · {small}/{big}").format(
        ante=chips_text(structure.ante),
        bring_in=chips_text(structure.bring_in),
        small=chips_text(structure.small_bet),
        big=chips_text(structure.big_bet),
    )


def structure_text(structure: Structure) -> str:
    """A structure in a sentence: "ante 10, bring-in 15, 40/80"."""
    return translate("Table", "ante {ante}, bring-in {bring_in}, {small}/{big}").format(
        ante=chips_text(structure.ante),
        bring_in=chips_text(structure.bring_in),
        small=chips_text(structure.small_bet),
        big=chips_text(structure.big_bet),
    )


def shows() -> str:
    return translate("Table", "Shows")


def mucks() -> str:
    return translate("Table", "Mucks")


def win_caption(awards: Sequence[tuple[int, int, PotShare]]) -> str:
    """A winner's plate, from the (pot, chips, share) of everything the seat won this hand.

    "Wins 120"; "Wins 60 high"; both halves of one pot: "Scoops 462 (231 high + 231 low)".

    >>> win_caption([(0, 231, PotShare.HIGH), (0, 231, PotShare.LOW)])
    'Scoops 462 (231 high + 231 low)'
    >>> win_caption([(0, 1200, PotShare.WHOLE), (1, 300, PotShare.WHOLE)])
    'Wins 1,500'
    """
    total = sum(chips for _, chips, _ in awards)
    high = sum(chips for _, chips, share in awards if share is PotShare.HIGH)
    low = sum(chips for _, chips, share in awards if share is PotShare.LOW)
    whole = total - high - low
    scooped = any(
        share is PotShare.HIGH and (pot, PotShare.LOW) in {(p, s) for p, _, s in awards}
        for pot, _, share in awards
    )
    if not high and not low:
        return translate("Table", "Wins {chips}").format(chips=chips_text(total))
    if high and not low and not whole:
        return translate("Table", "Wins {chips} high").format(chips=chips_text(high))
    if low and not high and not whole:
        return translate("Table", "Wins {chips} low").format(chips=chips_text(low))
    parts = []
    if high:
        parts.append(translate("Table", "{chips} high").format(chips=chips_text(high)))
    if low:
        parts.append(translate("Table", "{chips} low").format(chips=chips_text(low)))
    if whole:
        parts.append(chips_text(whole))
    shares = " + ".join(parts)
    if scooped:
        return translate("Table", "Scoops {total} ({shares})").format(total=chips_text(total), shares=shares)
    return translate("Table", "Wins {total} ({shares})").format(total=chips_text(total), shares=shares)


def pots_line(amounts: Sequence[int]) -> str:
    """The pots under the pot total, once there are side pots (R3.8): "Main pot 685 · Side pot 114".

    With several side pots each is numbered, and the number kept apart from the amount:
    "Main pot 685 · Side pot 1: 114 · Side pot 2: 60". One pot alone needs no line.
    """
    if len(amounts) < 2:
        return ""
    parts = [translate("Table", "Main pot {chips}").format(chips=chips_text(amounts[0]))]
    if len(amounts) == 2:
        parts.append(translate("Table", "Side pot {chips}").format(chips=chips_text(amounts[1])))
    else:
        parts.extend(
            translate("Table", "Side pot {number}: {chips}").format(number=i, chips=chips_text(amount))
            for i, amount in enumerate(amounts[1:], start=1)
        )
    return " · ".join(parts)


def pot_total(amount: int) -> str:
    """The pot in the middle of the table."""
    return translate("Table", "Pot {chips}").format(chips=chips_text(amount))


# ------------------------------------------------------------------ the panel under the table


def your_turn() -> str:
    return translate("Table", "Your turn")


def choices_changed() -> str:
    """The misclick guard held a click back."""
    return translate("Table", "The choices just changed: look, then click again.")


def new_lines_below() -> str:
    """The dealer's log stopped following because the player scrolled up; a click takes it down."""
    return translate("Table", "New lines below ↓")


def paused_banner() -> str:
    """Across the table while the game is paused."""
    return translate("Table", "Paused")


def paused_hint() -> str:
    return translate("Table", "Press P to go on")


def paused_status() -> str:
    """In the status bar while the game is paused."""
    return translate("Table", "Paused — press P to go on")


def you_folded() -> str:
    return translate("Table", "You folded")


def you_sit_out() -> str:
    return translate("Table", "You are sitting out")


def you_watch() -> str:
    """The player is out of the tournament and watches the bots."""
    return translate("Table", "You watch the bots play")


# ------------------------------------------------------------------ the seat plates


def empty_seat() -> str:
    return translate("Table", "Empty seat")


def thinking() -> str:
    """A bot's plate while it decides."""
    return translate("Table", "thinking…")


def seat_all_in() -> str:
    """The stack of a seat with every chip in the pot, the hand still on."""
    return translate("Table", "all-in")


def seat_out() -> str:
    """The stack of a seat that lost its last chip: out of the game (or until a re-buy)."""
    return out_cell()  # the word the standings use


def bring_in_badge() -> str:
    """The badge on the plate of the seat that must bring in."""
    return translate("Table", "Bring-in")


def dealer_shoe() -> str:
    """The word on the dealer's shoe."""
    return translate("Table", "DEALER")


def side_panel_button() -> str:
    """On a small window's table: opens the dealer's log (and the standings) over its right side."""
    return "☰ " + log_tab()


def side_panel_tip() -> str:
    return translate("Shortcuts", "Show or hide the dealer's log")


def log_tab() -> str:
    return translate("MainWindow", "Dealer's log")


def standings_tab() -> str:
    return translate("MainWindow", "Tournament")
