"""What happened to the player's settings file, in words: the notice at start ("Your settings
file was damaged. It was moved to ...") and when saving.

The settings are read before the language they choose is installed, so the store
(`persistence.settings_store`) keeps each sentence as one of these functions and its facts,
and the window says them once the language is in place. Each function is one whole sentence;
a notice is a few of them in a row. Paths, file names and what the system said (an
OSError's text) are quoted as they are.

>>> damaged()
'Your settings file was damaged.'
>>> moved_aside("settings.json.corrupt-1", "/home/ada/.config")
'It was moved to settings.json.corrupt-1 (in /home/ada/.config) and defaults are used.'
>>> some_unusable(["Ante must not be negative", "Sound must be on or off"]).splitlines()[1:]
['• Ante must not be negative', '• Sound must be on or off']
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.wording import translate

# ------------------------------------------------------------------ reading the file at start


def damaged() -> str:
    """The file is not settings StudDesk can read (not JSON, not a table, a broken version)."""
    return translate("SettingsFile", "Your settings file was damaged.")


def far_too_large() -> str:
    """The file is far larger than settings ever are."""
    return translate("SettingsFile", "Your settings file was damaged (far too large).")


def newer(version: int, supported: int) -> str:
    """The file was written by a later StudDesk, in a format this one does not know."""
    return translate(
        "SettingsFile",
        "Your settings file was written by a newer version of StudDesk (settings format {version}; "
        "this version reads up to {supported}).",
    ).format(version=version, supported=supported)


def moved_aside(name: str, folder: str) -> str:
    """After `damaged`, `far_too_large` or `newer`: where the file is now."""
    return translate("SettingsFile", "It was moved to {name} (in {folder}) and defaults are used.").format(
        name=name, folder=folder
    )


def not_moved_aside(why: object) -> str:
    """After `damaged`, `far_too_large` or `newer`: the file could not be moved (`why`: the system says)."""
    return translate("SettingsFile", "It could not be moved aside ({why}); defaults are used.").format(
        why=why
    )


def unreadable_left(path: str, why: object) -> str:
    """The file could not be read at all (no permission, a disk error): it stays for a later try."""
    return translate(
        "SettingsFile",
        "Your settings file {path} could not be read ({why}); defaults are used for now and the file "
        "is left as it is.",
    ).format(path=path, why=why)


def some_unusable(problems: Sequence[str]) -> str:
    """A few values could not be used (each problem names its setting), one per line; the rest
    were kept."""
    listed = "".join(f"\n• {problem}" for problem in problems)
    return (
        translate(
            "SettingsFile", "Some of your settings could not be used, so defaults were put in their place:"
        )
        + listed
        + "\n"
    )


def original_kept(name: str) -> str:
    """After `some_unusable`: the file as it was is kept under another name."""
    return translate("SettingsFile", "Your original file was kept as {name}.").format(name=name)


def original_not_moved(why: object) -> str:
    """After `some_unusable`: the file as it was could not be moved, so it is where it was."""
    return translate(
        "SettingsFile", "The file could not be moved aside ({why}) and was left as it is."
    ).format(why=why)


# ------------------------------------------------------------------ saving


def unreadable(why: object) -> str:
    """When saving: the file there could not be read, so it is not simply replaced."""
    return translate("SettingsFile", "Your settings file could not be read ({why}).").format(why=why)


def changed_outside() -> str:
    """When saving: someone else changed the file since StudDesk read it."""
    return translate("SettingsFile", "Your settings file was changed outside StudDesk.")


def gone_now() -> str:
    """After `unreadable` or `changed_outside`: the file vanished before it could be kept."""
    return translate("SettingsFile", "It is gone now, so your settings were simply saved.")


def kept_aside(name: str, folder: str) -> str:
    """After `unreadable` or `changed_outside`: the file was kept under another name."""
    return translate(
        "SettingsFile", "It was kept as {name} (in {folder}) and your new settings were saved."
    ).format(name=name, folder=folder)


def not_kept_aside(why: object) -> str:
    """After `unreadable` or `changed_outside`: it could not be kept, so nothing was written over it."""
    return translate(
        "SettingsFile",
        "It could not be kept aside ({why}); so that it is not lost, your new settings were not saved.",
    ).format(why=why)


def not_saved(path: str, why: object) -> str:
    """Writing the settings failed (a full disk, no permission)."""
    return translate("SettingsFile", "Your settings could not be saved to {path}: {why}.").format(
        path=path, why=why
    )
