"""What the table and the panel under it say: banners, seat plates, the player's status line.

>>> street_banner("fourth street", 20, big=False)
'Fourth street · small bet 20'
>>> open_pair_banner("fourth street", 20, 40)
'Fourth street · open pair: bet 20 or 40'
"""

from __future__ import annotations

from studdesk.engine.events import PotShare
from studdesk.engine.structure import Structure
from studdesk.wording import translate


def chips_text(amount: int) -> str:
    """A number of chips with thousands separated: 12,500."""
    return f"{amount:,}"


def hand_banner(number: int, game: str) -> str:
    return translate("Table", "Hand #{number} · {game}").format(number=number, game=game)


def street_banner(street: str, bet: int, big: bool) -> str:
    """The street and its bet size, in the middle of the table."""
    if big:
        template = translate("Table", "{street} · big bet {chips}")
    else:
        template = translate("Table", "{street} · small bet {chips}")
    return template.format(street=street.capitalize(), chips=chips_text(bet))


def open_pair_banner(street: str, small_bet: int, big_bet: int) -> str:
    """R3.7: an open pair shows, so either bet may be made this round."""
    return translate("Table", "{street} · open pair: bet {small} or {big}").format(
        street=street.capitalize(), small=chips_text(small_bet), big=chips_text(big_bet)
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
        ante=structure.ante, bring_in=structure.bring_in, small=structure.small_bet, big=structure.big_bet
    )


def shows() -> str:
    return translate("Table", "Shows")


def mucks() -> str:
    return translate("Table", "Mucks")


def won_share(amount: int, share: PotShare) -> str:
    """One award on a winner's plate: "120", "60 high", "60 low"."""
    if share is PotShare.HIGH:
        return translate("Table", "{chips} high").format(chips=chips_text(amount))
    if share is PotShare.LOW:
        return translate("Table", "{chips} low").format(chips=chips_text(amount))
    return chips_text(amount)


def wins(parts: list[str]) -> str:
    """A winner's plate: "Wins 60 high + 60 low"."""
    return translate("Table", "Wins {shares}").format(shares=" + ".join(parts))


def main_pot(amount: int) -> str:
    return translate("Table", "Main {chips}").format(chips=chips_text(amount))


def side_pot(number: int, amount: int) -> str:
    return translate("Table", "Side {number} {chips}").format(number=number, chips=chips_text(amount))


# ------------------------------------------------------------------ the panel under the table


def your_turn() -> str:
    return translate("Table", "Your turn")


def choices_changed() -> str:
    """The misclick guard held a click back."""
    return translate("Table", "The choices just changed: look, then click again.")


def you_folded() -> str:
    return translate("Table", "You folded")


def you_sit_out() -> str:
    return translate("Table", "You are sitting out")


def you_watch() -> str:
    """The player is out of the tournament and watches the bots."""
    return translate("Table", "You watch the bots play")
