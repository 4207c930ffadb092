"""Every sentence StudDesk says to the player, built in one place, ready for translation.

Screens, the play layer and the command line ask this package for words and
never glue sentences together themselves: names of hands, places and prizes,
the dealer's log, table banners, notices and halts. Each template goes through
`translate(context, text)`, whose signature is that of Qt's
`QCoreApplication.translate`, and the desktop app `install`s Qt's function so
the player's language takes effect (`ui.languages`). Until then, and in the
Qt-free command line, `translate` returns the English.

Widgets translate their fixed labels with the same `translate` (it is Qt's
once installed). Text that must be written down before it can be translated
(a settings field's title, a table of names) is marked with `translatable`
and translated where it is shown.

`scripts/translations.py` extracts every `translate`/`translatable` call of
the package into the `.ts` files, so each call names its context and text as
literals. A count as the fourth argument makes a plural message: the English
writes the plural as "(s)" ("{n} chip(s)"), the translations give every form.

This package knows no Qt and no game state: it turns engine values (cards,
events, structures) and plain numbers into text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

#: (context, source text, disambiguation, plural count) -> the text to show
Translator = Callable[[str, str, str | None, int], str]

#: a sentence kept unsaid: called, it says itself in the language installed then (for text made
#: before the player's language is in place, such as the settings file's notice at start)
Words = Callable[[], str]


class Unsaid:
    """Words kept unsaid inside another sentence: formatted into it ("{why}") or given to str(),
    they are said then, in the language installed then."""

    __slots__ = ("_words",)

    def __init__(self, words: Words) -> None:
        self._words = words

    def __str__(self) -> str:
        return self._words()


_PLURAL_ENDING = re.compile(r"\((s|es)\)")


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    del context, disambiguation, n
    return text


_translator: Translator = _english


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The template `text` in the player's language (English until a translator is installed).

    With a count `n` (0 or more) the translation takes the plural form for that count;
    an English "(s)" or "(es)" is left out for one and kept for any other count.
    """
    shown = _translator(context, text, disambiguation, n)
    if n >= 0 and shown == text:  # no translation: the English plural
        shown = _PLURAL_ENDING.sub("" if n == 1 else r"\1", text)
    return shown


def local_number(text: str) -> str:
    """A number written the English way ("12,500.75") with the player's separators ("12 500,75")."""
    group = translate("Numbers", ",", "thousands separator: 12,500")
    point = translate("Numbers", ".", "decimal mark: 127.50")
    if (group, point) == (",", "."):
        return text
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def thousands(amount: int) -> str:
    """A whole number with its thousands separated: "12,500" (English), "12 500" (Russian)."""
    return local_number(f"{amount:,}")


def translatable(context: str, text: str) -> str:
    """Marks `text` for the translators (like Qt's QT_TRANSLATE_NOOP); translate it where it is shown."""
    del context
    return text


def translate_marked(context: str, text: str) -> str:
    """The translation of `text`, marked elsewhere with `translatable(context, text)`."""
    return _translator(context, text, None, -1)


#: the caches of `per_language` functions, emptied when another translator is installed
_language_caches: list[Callable[[], None]] = []


def per_language(words: Callable[[int], str]) -> Callable[[int], str]:
    """Remembers a word table's answers until the language changes.

    The rank tables translate thirteen literal calls (each one a message for the translators)
    to answer one; the bots describe their hand at every decision, so an answer is kept."""
    cached = functools.cache(words)
    _language_caches.append(cached.cache_clear)
    return cached


def install(translator: Translator | None) -> None:
    """Use `translator` (e.g. `QCoreApplication.translate`) from now on; None goes back to English."""
    global _translator
    _translator = translator if translator is not None else _english
    for clear in _language_caches:
        clear()
