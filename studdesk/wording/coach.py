"""The coach in words: the advisor's hint, the review after the hand, the rule helpers.

Plain values in (names, cards, streets, amounts); `analysis.describe` passes the
practice aids' data here. "You" is the player; everyone else is named.

>>> action_text(ActionKind.RAISE, 80)
'raise to 80'
>>> action_text(ActionKind.RAISE)
'raise'
>>> advice_text(ActionKind.RAISE, 80, "Raised: pair of kings")
'Advisor: raise to 80. Raised: pair of kings'
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card, Rank
from studdesk.wording import translate
from studdesk.wording.hands import card_text
from studdesk.wording.odds import pct, rank_name
from studdesk.wording.table import street_name, street_title

# ----------------------------------------------------------------------------- the advisor


def action_text(kind: ActionKind, amount: int | None = None) -> str:
    """'fold', 'call', 'bring in', 'complete to 20', 'bet 40', 'raise to 80'; without an amount
    the bare word ('complete', 'bet', 'raise': in a list of what each action was worth)."""
    match kind:
        case ActionKind.FOLD:
            return translate("Coach", "fold")
        case ActionKind.CHECK:
            return translate("Coach", "check")
        case ActionKind.CALL:
            return translate("Coach", "call")
        case ActionKind.BRING_IN:
            return translate("Coach", "bring in")
        case ActionKind.COMPLETE:
            if amount is None:
                return translate("Coach", "complete", "the action, without an amount")
            template = translate("Coach", "complete to {amount}")
        case ActionKind.BET:
            if amount is None:
                return translate("Coach", "bet", "the action, without an amount")
            template = translate("Coach", "bet {amount}")
        case ActionKind.RAISE:
            if amount is None:
                return translate("Coach", "raise", "the action, without an amount")
            template = translate("Coach", "raise to {amount}")
    return template.format(amount=f"{amount:,}")


def advice_text(kind: ActionKind, amount: int, reason: str) -> str:
    """'Advisor: raise to 40. Raised: pair of kings, 61% of the pot'."""
    return translate("Coach", "Advisor: {action}. {reason}").format(
        action=action_text(kind, amount), reason=reason
    )


def advisor_thinking() -> str:
    return translate("Coach", "The advisor is thinking…")


def no_advice_now() -> str:
    return translate("Coach", "The advisor speaks on your turn.")


# ----------------------------------------------------------------------------- the review


def review_title(hand_number: int) -> str:
    return translate("Coach", "Review of hand #{number}").format(number=hand_number)


def no_review_yet() -> str:
    return translate("Coach", "After each hand you play: where your decisions and the advisor's differed.")


def review_all_matched(decisions: int) -> str:
    if decisions == 1:
        return translate("Coach", "Your one decision matched the advisor's.")
    return translate("Coach", "All {n} of your decisions matched the advisor's.").format(n=decisions)


def review_count(differences: int, decisions: int) -> str:
    """'2 of 5 decisions differed from the advisor's:'."""
    if decisions == 1:
        return translate("Coach", "Your one decision differed from the advisor's:")
    return translate("Coach", "{n} of {total} decisions differed from the advisor's:").format(
        n=differences, total=decisions
    )


def review_line(
    street: str,
    taken: ActionKind,
    taken_amount: int,
    advised: ActionKind,
    advised_amount: int,
    reason: str,
    equity: float | None,
    price: str | None,
) -> str:
    """'5th street: you chose to call, the advisor would fold (equity 12 %; call 40 to win 210: ...).
    Folded: ...'"""
    facts = []
    if equity is not None:
        facts.append(translate("Coach", "equity {equity}").format(equity=pct(equity)))
    if price is not None:
        facts.append(price)
    you, advisor = action_text(taken, taken_amount), action_text(advised, advised_amount)
    if facts:
        template = translate(
            "Coach", "{street}: you chose to {you}, the advisor would {advisor} ({facts}). {reason}"
        )
    else:
        template = translate("Coach", "{street}: you chose to {you}, the advisor would {advisor}. {reason}")
    return template.format(
        street=street_title(street), you=you, advisor=advisor, facts="; ".join(facts), reason=reason
    )


def review_not_kept(reason: str) -> str:
    return translate("Coach", "The review could not be kept with the hand: {reason}").format(reason=reason)


def no_decisions() -> str:
    return translate("Coach", "You made no decision in this hand.")


# ----------------------------------------------------------------------------- rule helpers


def bring_in_text(
    who: str,
    you: bool,
    door: Card,
    lowest: bool,
    suit_tie: Card | None,
    passed_to: str | None = None,
    passed_to_you: bool = False,
) -> str:
    """Why this seat brings in (R3.2), and who does when that seat is all-in (R3.9)."""
    if lowest:
        why = translate("Coach", "the {card} is the lowest up card, aces high")
    else:
        why = translate("Coach", "the {card} is the highest up card, aces low")
    reason = why.format(card=card_text(door))
    if suit_tie is not None:
        if lowest:
            tie = translate(
                "Coach",
                "{reason}; the {other} has the same rank, and suits break the tie "
                "(clubs, diamonds, hearts, spades from lowest)",
            )
        else:
            tie = translate(
                "Coach",
                "{reason}; the {other} has the same rank, and suits break the tie "
                "(spades, hearts, diamonds, clubs from highest)",
            )
        reason = tie.format(reason=reason, other=card_text(suit_tie))
    if you:
        text = translate("Coach", "You bring in: {reason} (R3.2).").format(reason=reason)
    else:
        text = translate("Coach", "{who} brings in: {reason} (R3.2).").format(who=who, reason=reason)
    if passed_to is None:
        return text
    if you:
        passed = translate(
            "Coach", "You are all-in from the ante, so the next player with chips, {next}, brings in (R3.9)."
        )
    elif passed_to_you:
        passed = translate(
            "Coach", "{who} is all-in from the ante, so you, the next player with chips, bring in (R3.9)."
        )
    else:
        passed = translate(
            "Coach", "{who} is all-in from the ante, so the next player with chips, {next}, brings in (R3.9)."
        )
    return f"{text} {passed.format(who=who, next=passed_to)}"


def opener_text(
    who: str,
    you: bool,
    showing: str,
    high: bool,
    tied: Sequence[str] = (),
    acting: str | None = None,
    acting_is_you: bool = False,
) -> str:
    """Who acts first on a later street and why (R3.6): the best hand showing."""
    if high:
        best = (
            translate("Coach", "You act first with the best hand showing, {showing}")
            if you
            else translate("Coach", "{who} acts first with the best hand showing, {showing}")
        )
    else:
        best = (
            translate("Coach", "You act first with the best low showing, {showing}")
            if you
            else translate("Coach", "{who} acts first with the best low showing, {showing}")
        )
    text = best.format(who=who, showing=showing)
    if tied:
        text = translate(
            "Coach", "{text}; {others} shows as much, and the first from the dealer's left acts first"
        ).format(text=text, others=", ".join(tied))
    text = translate("Coach", "{text} (R3.6).").format(text=text)
    if acting is None:
        return text
    if you:
        passed = translate("Coach", "You are all-in, so {next} acts first.")
    elif acting_is_you:
        passed = translate("Coach", "{who} is all-in, so you act first.")
    else:
        passed = translate("Coach", "{who} is all-in, so {next} acts first.")
    return f"{text} {passed.format(who=who, next=acting)}"


def showing_hand(hand: str, cards: str) -> str:
    """What a board shows, named with its cards: 'king high (9♠ K♥)'."""
    return translate("Coach", "{hand} ({cards})").format(hand=hand, cards=cards)


def no_open_pair_rule(game: str) -> str:
    return translate("Coach", "{game} has no open-pair big bet: bets follow the street's size.").format(
        game=game
    )


def open_pair_off(street: str) -> str:
    return translate(
        "Coach", "The open-pair big bet is switched off at this table: {street} bets are small bets."
    ).format(street=street_name(street))


def open_pair_now(street: str, who: Sequence[str]) -> str:
    return translate(
        "Coach",
        "A pair shows ({who}): on {street} anyone may bet or raise the big bet; "
        "once a big bet is made, later raises are big too (R3.7).",
    ).format(who=", ".join(who), street=street_name(street))


def open_pair_if(street: str) -> str:
    return translate(
        "Coach", "If a pair shows on {street}, anyone may bet the big bet on that street (R3.7)."
    ).format(street=street_name(street))


def low_chance_text(
    who: str, low_ranks: Sequence[Rank], made: bool, possible: bool, needed: int, live: int
) -> str:
    """'Ada: low cards A 4 7; a low can still come: 2 more needed, 5 low ranks live'."""
    if made:
        return translate("Coach", "{who}: has an eight-or-better low").format(who=who)
    if low_ranks:
        shown = translate("Coach", "low cards {ranks}").format(
            ranks=" ".join(rank_name(r) for r in low_ranks)
        )
    else:
        shown = translate("Coach", "no low cards yet")
    if not possible:
        return translate("Coach", "{who}: {shown}; no low possible any more").format(who=who, shown=shown)
    return translate(
        "Coach", "{who}: {shown}; a low can still come: {needed} more needed, {live} low ranks live"
    ).format(who=who, shown=shown, needed=needed, live=live)


def you() -> str:
    """The player, as the rule helpers name them."""
    return translate("Coach", "You")
