"""The player's language: English, Russian or Bulgarian, from the system or the settings.

`Languages.apply(choice)` installs the compiled translation (`resources/translations/*.qm`,
built from the `.ts` files by scripts/translations.py) into Qt and hands Qt's
`QCoreApplication.translate` to `studdesk.wording`, so the engine's sentences and
the widgets' labels change together. Installing a translator makes Qt send every
widget a `LanguageChange` event: open windows retranslate themselves on it
(`MainWindow.changeEvent`, `follow_language`), without a restart. A missing or damaged translation is
logged and leaves the program in English.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from studdesk import wording
from studdesk.ui.assets import resource
from studdesk.wording import translate_marked

log = logging.getLogger(__name__)

ENGLISH = "en"
#: the languages StudDesk speaks, each named in its own language (the settings list them so)
LANGUAGES: dict[str, str] = {ENGLISH: "English", "ru": "Русский", "bg": "Български"}
#: the settings' value for "as the system"
SYSTEM = ""
_OBJECT_NAME = "StudDeskLanguages"


def system_locale() -> QLocale:
    """The system's locale (the tests pin it to English, whatever machine they run on)."""
    return QLocale.system()


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred languages that StudDesk speaks, else English."""
    for name in (locale or system_locale()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return ENGLISH


def resolve(choice: str, locale: QLocale | None = None) -> str:
    """The language to use for the settings' `choice` ("" follows the system)."""
    return choice if choice in LANGUAGES else system_language(locale)


class Languages(QObject):
    """Owns the installed translator; `changed` tells the screens that draw text themselves."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: StudDesk's own translation and Qt's (its standard buttons: OK, Cancel, Restore Defaults)
        self._translators: list[QTranslator] = []
        self.current = ENGLISH

    def apply(self, choice: str) -> str:
        """Switch to the settings' `choice` now; returns the language in use."""
        wanted = resolve(choice)
        if wanted == self.current and (wanted == ENGLISH or self._translators):
            return self.current
        app = QCoreApplication.instance()
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
        self._translators = []
        language = ENGLISH
        if wanted != ENGLISH:
            ours = _load(wanted, self)
            if ours is not None and QCoreApplication.installTranslator(ours):
                self._translators.append(ours)
                language = wanted
                qt = _qt_translation(wanted, self)
                if qt is not None and QCoreApplication.installTranslator(qt):
                    self._translators.append(qt)
        self.current = language
        QLocale.setDefault(QLocale(language))
        # Qt-free wording follows Qt's translation from now on (English passes through)
        wording.install(QCoreApplication.translate if app is not None else None)
        self.changed.emit(language)
        return language


class LiveTexts:
    """The fixed labels of one window, kept as their English so they can be shown again in another language.

    `show(widget.setText, translatable("Context", "English"))` shows the text now and
    remembers it; `retranslate()` (on Qt's LanguageChange) shows every one again.
    """

    def __init__(self, context: str) -> None:
        self.context = context
        self._shown: list[tuple[Callable[[str], object], str]] = []

    def show(self, setter: Callable[[str], object], text: str) -> None:
        setter(translate_marked(self.context, text))
        self._shown.append((setter, text))

    def retranslate(self) -> None:
        for setter, text in self._shown:
            setter(translate_marked(self.context, text))


def follow_language(window: QObject, retranslate: Callable[[], None]) -> None:
    """Words `window` now with its `retranslate` method, and again whenever another language is
    installed (Qt then sends every widget a LanguageChange), for as long as the window lives."""
    retranslate()
    _LanguageFollower(window, retranslate)


class _LanguageFollower(QObject):
    """Watches one window for LanguageChange (a child of the window: it lives and goes with it)."""

    def __init__(self, window: QObject, retranslate: Callable[[], None]) -> None:
        super().__init__(window)
        self._retranslate = retranslate
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        return False


def languages() -> Languages:
    """The application's one `Languages` (a child of the QApplication, made on first use)."""
    app = QCoreApplication.instance()
    assert app is not None, "a QApplication comes first"
    found = app.findChild(Languages, _OBJECT_NAME)
    if isinstance(found, Languages):
        return found
    made = Languages(app)
    made.setObjectName(_OBJECT_NAME)
    return made


def _qt_translation(language: str, parent: QObject) -> QTranslator | None:
    """Qt's own words (standard buttons, colour dialog) as PySide6 ships them; None if it does not."""
    translator = QTranslator(parent)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not translator.load(f"qtbase_{language}", folder):
        log.info(
            "Qt's own %s translation is not installed (%s); its buttons stay in English", language, folder
        )
        return None
    return translator


def _load(language: str, parent: QObject) -> QTranslator | None:
    path = resource("translations", f"studdesk_{language}.qm")
    if path is None:
        return None  # logged by `resource`
    translator = QTranslator(parent)
    if not translator.load(str(path)):
        log.warning("the %s translation could not be read (%s); StudDesk stays in English", language, path)
        return None
    return translator
