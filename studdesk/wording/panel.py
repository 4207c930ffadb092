"""What the action panel under the table says: its buttons, keys, hints and the action timer.

>>> from studdesk.engine.actions import ActionKind, LegalAction
>>> offer_label(LegalAction(ActionKind.RAISE, 1200, 1180, all_in=True))
'Raise to 1,200 (all-in)'
>>> bring_in, complete = LegalAction(ActionKind.BRING_IN, 5, 5), LegalAction(ActionKind.COMPLETE, 20, 20)
>>> no_such_choice("C", {bring_in: "B", complete: "R"})
'You must open the betting: B to bring in, R to complete to 20'
"""

from __future__ import annotations

from collections.abc import Mapping

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.wording import translate
from studdesk.wording.table import chips_text


def offer_label(offer: LegalAction) -> str:
    """A button of the action panel: "Fold", "Call 20", "Raise to 1,200 (all-in)"."""
    chips = chips_text(offer.cost if offer.kind is ActionKind.CALL else offer.amount)
    match offer.kind:
        case ActionKind.FOLD:
            return translate("Panel", "Fold")
        case ActionKind.CHECK:
            return translate("Panel", "Check")
        case ActionKind.CALL:
            text = translate("Panel", "Call {chips}")
        case ActionKind.BRING_IN:
            text = translate("Panel", "Bring-in {chips}")
        case ActionKind.COMPLETE:
            text = translate("Panel", "Complete to {chips}")
        case ActionKind.BET:
            text = translate("Panel", "Bet {chips}")
        case ActionKind.RAISE:
            text = translate("Panel", "Raise to {chips}")
    text = text.format(chips=chips)
    return translate("Panel", "{action} (all-in)").format(action=text) if offer.all_in else text


def to_do(offer: LegalAction) -> str:
    """An offer after "to": "fold", "call 20", "bring in", "complete to 20"."""
    return action_words(offer.kind, chips_text(offer.cost if offer.kind is ActionKind.CALL else offer.amount))


def action_words(kind: ActionKind, chips: str) -> str:
    """An action in running text, its chips already written: "fold", "call 20", "raise to 80"."""
    match kind:
        case ActionKind.FOLD:
            return translate("Panel", "fold")
        case ActionKind.CHECK:
            return translate("Panel", "check")
        case ActionKind.CALL:
            return translate("Panel", "call {chips}").format(chips=chips)
        case ActionKind.BRING_IN:
            return translate("Panel", "bring in")
        case ActionKind.COMPLETE:
            return translate("Panel", "complete to {chips}").format(chips=chips)
        case ActionKind.BET:
            return translate("Panel", "bet {chips}").format(chips=chips)
        case ActionKind.RAISE:
            return translate("Panel", "raise to {chips}").format(chips=chips)


def _keys_list(keys: Mapping[LegalAction, str]) -> str:
    return ", ".join(
        translate("Panel", "{key} to {action}").format(key=key.replace("Shift+", "⇧"), action=to_do(offer))
        for offer, key in keys.items()
    )


def no_such_choice(key: str, keys: Mapping[LegalAction, str]) -> str:
    """A shortcut that stands for nothing on offer now: which keys do (C when the player must open)."""
    if key == "C" and any(o.kind is ActionKind.BRING_IN for o in keys):
        return translate("Panel", "You must open the betting: {keys}").format(keys=_keys_list(keys))
    return translate("Panel", "{key} is not on offer now: {keys}").format(key=key, keys=_keys_list(keys))


def shortcut_tip(key: str) -> str:
    return translate("Panel", "Shortcut: {key}").format(key=key)


def check_fold() -> str:
    return translate("Panel", "Check/Fold")


def check_fold_tip() -> str:
    return translate("Panel", "When your turn comes: check if you can, otherwise fold")


def call_any() -> str:
    return translate("Panel", "Call any")


def call_any_tip() -> str:
    return translate("Panel", "When your turn comes: call whatever the bet is (or check)")


# ------------------------------------------------------------------ the action timer


def time_left(seconds: float) -> str:
    """The player's clock: "⏱ 0:12" (rounded up to the second)."""
    whole = max(0, int(seconds + 0.999))
    return translate("Panel", "⏱ {clock}").format(clock=f"{whole // 60}:{whole % 60:02d}")


def time_is_up(action: str) -> str:
    return translate("Panel", "Time is up: {action} for you.").format(action=action)


# ------------------------------------------------------------------ first-start hints


def bring_in_hint(
    lowest: bool, bring_in: int, complete: int, bring_key: str = "B", complete_key: str = "R"
) -> str:
    """Beside the bring-in choice, the first few times (R3.2/R3.3; razz: the highest card), with the
    keys the player has for bringing in and completing."""
    if lowest:
        text = translate(
            "Panel",
            "Your up card is the lowest, so you open: bring in for {bring_in} ({bring_key}), "
            "or complete to a full bet of {complete} ({complete_key}).",
        )
    else:
        text = translate(
            "Panel",
            "Your up card is the highest, so you open: bring in for {bring_in} ({bring_key}), "
            "or complete to a full bet of {complete} ({complete_key}).",
        )
    return text.format(
        bring_in=chips_text(bring_in),
        complete=chips_text(complete),
        bring_key=bring_key,
        complete_key=complete_key,
    )


def open_pair_hint(small: int, big: int, small_key: str = "R", big_key: str = "⇧R") -> str:
    """Beside the two bet sizes of an open-pair street (R3.7), the first few times, with the
    keys the player has for them."""
    return translate(
        "Panel",
        "An open pair shows, so this round you may bet the small bet {small} ({small_key}) "
        "or the big bet {big} ({big_key}).",
    ).format(small=chips_text(small), big=chips_text(big), small_key=small_key, big_key=big_key)
