"""Every sentence StudDesk says to the player, built in one place, ready for translation.

Screens, the play layer and the command line ask this package for words and
never glue sentences together themselves: names of hands, places and prizes,
the dealer's log, table banners, notices and halts. Each template goes through
`translate(context, text)`, whose signature is that of Qt's
`QCoreApplication.translate`, so Qt's `lupdate` finds every template as it is
(a test checks that), and the desktop app only has to `install` Qt's function
for a translation to take effect. Until then `translate` returns the English.

Fixed labels of widgets (menu entries, button captions) stay with the widgets;
they are translated there with Qt's own `tr`.

This package knows no Qt and no game state: it turns engine values (cards,
events, structures) and plain numbers into text.
"""

from __future__ import annotations

from collections.abc import Callable

#: (context, source text, disambiguation, plural count) -> the text to show
Translator = Callable[[str, str, str | None, int], str]


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    del context, disambiguation, n
    return text


_translator: Translator = _english


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The template `text` in the player's language (English until a translator is installed)."""
    return _translator(context, text, disambiguation, n)


def install(translator: Translator | None) -> None:
    """Use `translator` (e.g. `QCoreApplication.translate`) from now on; None goes back to English."""
    global _translator
    _translator = translator if translator is not None else _english
