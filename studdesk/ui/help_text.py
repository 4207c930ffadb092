"""Help texts: the rules of each variant in plain words, the keyboard shortcuts, about.

Each paragraph is one message for the translators (context "Help"), HTML and all.
"""

from __future__ import annotations

from studdesk import __version__
from studdesk.wording import translate


def _common_betting() -> str:
    return translate(
        "Help",
        "<p><b>Betting</b> is fixed limit. Every player antes before the deal. On the first "
        "round the player with the <b>lowest</b> up card must open: either the bring-in or a "
        'full small bet ("complete"). From then on the best hand showing acts first and may '
        "check or bet. A round allows one bet and three raises.</p>",
    )


def rules_text(variant_key: str) -> str:
    """Help ▸ Rules of the game being played."""
    if variant_key == "stud":
        return "".join(
            (
                translate(
                    "Help",
                    "<h3>Seven Card Stud</h3>",
                ),
                translate(
                    "Help",
                    "<p>Each player gets two cards face down and one face up (3rd street), then three more "
                    "face up cards (4th, 5th and 6th street) and a last card face down (7th street), with a "
                    "betting round after each. Only you see your down cards; here they are shown to you "
                    "greyed, with a closed eye, because the others cannot see them.</p>",
                ),
                _common_betting(),
                translate(
                    "Help",
                    "<p>Small bets on 3rd and 4th street, big bets from 5th street on. If anyone shows an "
                    "open pair on 4th street, players may bet the big bet already on that street.</p>",
                ),
                translate(
                    "Help",
                    "<p>At the showdown the best five-card poker hand out of your seven cards wins.</p>",
                ),
            )
        )
    if variant_key == "stud8":
        return "".join(
            (
                translate(
                    "Help",
                    "<h3>Seven Card Stud Hi/Lo (eight or better)</h3>",
                ),
                translate(
                    "Help",
                    "<p>Dealt and bet like Seven Card Stud (no open-pair big bet). At the showdown the pot "
                    "is split: half to the best high hand, half to the best <b>low</b> hand: five different "
                    "ranks, eight or lower, aces low; straights and flushes do not spoil a low. The lowest "
                    "low is 5-4-3-2-A. If nobody has a qualifying low, the high hand takes the whole pot. "
                    'The same player can win both halves ("scoop").</p>',
                ),
            )
        )
    if variant_key == "five":
        return "".join(
            (
                translate(
                    "Help",
                    "<h3>Five Card Stud</h3>",
                ),
                translate(
                    "Help",
                    "<p>One card face down and one face up (2nd street), then three more face-up cards, with "
                    "a betting round after each: four rounds in all. Up to ten players.</p>",
                ),
                _common_betting(),
                translate(
                    "Help",
                    "<p>Small bets on 2nd and 3rd street, big bets after. An open pair on 3rd street allows "
                    "the big bet on that street. The best five-card hand wins.</p>",
                ),
            )
        )
    if variant_key == "razz":
        return "".join(
            (
                translate(
                    "Help",
                    "<h3>Razz</h3>",
                ),
                translate(
                    "Help",
                    "<p>Dealt like Seven Card Stud, but the <b>lowest</b> hand wins: aces are low, straights "
                    "and flushes do not count, pairs are bad. The best hand is 5-4-3-2-A.</p>",
                ),
                translate(
                    "Help",
                    "<p>On the first round the <b>highest</b> up card brings in (kings highest). Later "
                    "rounds are opened by the best low hand showing. Small bets on 3rd and 4th street, big "
                    "bets after.</p>",
                ),
            )
        )
    raise KeyError(variant_key)


def about_text() -> str:
    """Help ▸ About: the version first (bug reports need it), then what the program runs on."""
    import platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    return (
        f"<h3>StudDesk {__version__}</h3>"
        + translate(
            "Help",
            "<p>Offline practice for Seven Card Stud, Stud Hi/Lo, Five Card Stud and Razz against "
            "computer opponents. Nothing leaves your computer.</p>",
        )
        + translate("Help", "<p>Free software under the MIT licence.</p>")
        + f"<p>Qt {qVersion()}, PySide6 {pyside_version}, Python {platform.python_version()}</p>"
    )
