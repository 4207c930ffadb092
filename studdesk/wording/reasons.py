"""The bots' reasons in words: how they read a holding and why they acted (the advisor shows them).

The bots decide on numbers; these sentences are what the practice aids and the
third-street trainer show the player, in the player's language. Card ranks come
from the hand names' word tables (`wording.hands`); a rank written as on a card
("K", "10") is `rank_symbol`.

>>> pair_start("kings", hidden=False, live=2, kicker="")
'pair of kings (live)'
>>> low_start_out("7", 1), low_start_out("7", 3)
('three to a 7 low (1 low card out)', 'three to a 7 low (3 low cards out)')
>>> acted("raised", "pair of kings", share=0.4)
'raised: pair of kings, 40 % of the pot'
"""

from __future__ import annotations

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Suit
from studdesk.wording import translate
from studdesk.wording.coach import action_text
from studdesk.wording.odds import pct, suits_word

# ------------------------------------------------------------------ the first round


def rolled_up(ranks: str) -> str:
    return translate("Reasons", "rolled-up {ranks}").format(ranks=ranks)


def pair_start(ranks: str, hidden: bool, live: int, kicker: str) -> str:
    """'hidden pair of kings (1 live), A kicker': the pair, how many of its rank are still live."""
    if live == 2:
        liveness = translate("Reasons", "live", "a pair none of whose rank is seen")
    else:
        liveness = translate("Reasons", "{n} live", "cards of the pair's rank not seen").format(n=live)
    if hidden:
        text = translate("Reasons", "hidden pair of {ranks} ({live})").format(ranks=ranks, live=liveness)
    else:
        text = translate("Reasons", "pair of {ranks} ({live})").format(ranks=ranks, live=liveness)
    if kicker:
        text = translate("Reasons", "{hand}, {rank} kicker").format(hand=text, rank=kicker)
    return text


def pair_of(ranks: str) -> str:
    return translate("Reasons", "pair of {ranks}").format(ranks=ranks)


def high_no_draw(rank: str) -> str:
    return translate("Reasons", "{rank}-high, no draw").format(rank=rank)


def three_flush(live: int, suit: Suit) -> str:
    return translate("Reasons", "3-flush with {live} of 10 {suit} live").format(
        live=live, suit=suits_word(suit)
    )


def straight_draw(flush: bool, ranks: str, dead: int) -> str:
    """'3-straight 9-8-7 (2 needed cards out)', or a straight flush draw."""
    if flush:
        template = translate("Reasons", "straight flush draw {ranks} ({n} needed card(s) out)", None, dead)
    else:
        template = translate("Reasons", "3-straight {ranks} ({n} needed card(s) out)", None, dead)
    return template.format(ranks=ranks, n=dead)


def no_low_no_big_pair() -> str:
    return translate("Reasons", "no low, no big pair")


def low_start_out(top: str, low_seen: int) -> str:
    return translate("Reasons", "three to a {top} low ({n} low card(s) out)", None, low_seen).format(
        top=top, n=low_seen
    )


def two_low_cards_out(low_seen: int) -> str:
    return translate("Reasons", "two low cards ({n} low card(s) out)", None, low_seen).format(n=low_seen)


def low_start_dead(top: str, low_seen: int) -> str:
    return translate("Reasons", "three to a {top} low ({n} low card(s) dead)", None, low_seen).format(
        top=top, n=low_seen
    )


def two_low_and(third: str) -> str:
    return translate("Reasons", "two low cards and a {rank}").format(rank=third)


def paired_two_low(top: str) -> str:
    return translate("Reasons", "paired, two low cards to a {rank}").format(rank=top)


def no_low_draw() -> str:
    return translate("Reasons", "no low draw")


def five_card_start(top: str, second: str, beats: bool) -> str:
    if beats:
        return translate("Reasons", "{top}-{second}, beats the board").format(top=top, second=second)
    return translate("Reasons", "{top}-{second}, does not beat the board").format(top=top, second=second)


# ------------------------------------------------------------------ the hand now


def high_and_low(high: str, low: str) -> str:
    return translate("Reasons", "{high}, {low}").format(high=high, low=low)


def with_flush_draw(made: str, held: int, live: int, suit: Suit) -> str:
    return translate("Reasons", "{made}, {n}-flush with {live} {suit} live").format(
        made=made, n=held, live=live, suit=suits_word(suit)
    )


def no_low() -> str:
    return translate("Reasons", "no low")


def low_cards_to(count: int, top: str) -> str:
    return translate("Reasons", "{n} to a {top} low").format(n=count, top=top)


# ------------------------------------------------------------------ why the bot acted


def acted(verb: str, what: str, share: float | None = None, odds: str = "") -> str:
    """'called: pair of kings, 40 % of the pot, pot odds 4.5:1' (`verb` from `verb_text`)."""
    text = translate("Reasons", "{verb}: {what}").format(verb=verb_text(verb), what=what)
    if share is not None:
        text = translate("Reasons", "{reason}, {share} of the pot").format(reason=text, share=pct(share))
    if odds:
        text = translate("Reasons", "{reason}, pot odds {odds}").format(reason=text, odds=odds)
    return text


def only_action() -> str:
    """The bot had one action to take (a forced bring-in, say)."""
    return translate("Reasons", "only action", "the bot had no choice")


def no_decision_yet() -> str:
    return translate("Reasons", "No decision yet.")


def against_random_holdings(share: float, opponents: int) -> str:
    """The yardstick bot's reading: '40 % of the pot against 2 random holdings'."""
    return translate("Reasons", "{share} of the pot against {n} random holding(s)", None, opponents).format(
        share=pct(share), n=opponents
    )


def with_edge(reason: str, edge: float) -> str:
    """'..., edge 12 % over a fair share' (a fair share: the pot split evenly among the players)."""
    return translate("Reasons", "{reason}, edge {edge} over a fair share").format(
        reason=reason, edge=pct(edge)
    )


def call_costs(reason: str, price: float) -> str:
    """'..., the call costs 18 % of the pot' (the call's part of the pot after it)."""
    return translate("Reasons", "{reason}, the call costs {price} of the pot").format(
        reason=reason, price=pct(price)
    )


def short_of_the_board(reason: str, draws: bool) -> str:
    """Five Card Stud: 'folded: jack high, does not beat the board of the players in the pot'
    (`draws`: with cards to come, and no four-card draw either)."""
    if draws:
        return translate(
            "Reasons", "{reason}, does not beat the board of the players in the pot and has no four-card draw"
        ).format(reason=reason)
    return translate("Reasons", "{reason}, does not beat the board of the players in the pot").format(
        reason=reason
    )


def odds_not_enough(reason: str) -> str:
    return translate("Reasons", "{reason} not enough", "pot odds ... not enough").format(reason=reason)


def verb_text(verb: str) -> str:
    """What the bot did, by a fixed key (the keys are English so the bots stay readable)."""
    words = {
        "bet for value": lambda: translate("Reasons", "bet for value"),
        "bet": lambda: translate("Reasons", "bet", "what the bot did"),
        "bluffed with": lambda: translate("Reasons", "bluffed"),
        "checked": lambda: translate("Reasons", "checked"),
        "raised": lambda: translate("Reasons", "raised"),
        "re-raised": lambda: translate("Reasons", "re-raised"),
        "called": lambda: translate("Reasons", "called"),
        "bluff-caught": lambda: translate("Reasons", "called to catch a bluff"),
        "folded": lambda: translate("Reasons", "folded"),
        "called (capped)": lambda: translate("Reasons", "called (the betting is capped)"),
        "completed": lambda: translate("Reasons", "completed"),
        "completed to steal the antes": lambda: translate("Reasons", "completed to steal the antes"),
        "brought it in": lambda: translate("Reasons", "brought it in"),
        "called the bring-in": lambda: translate("Reasons", "called the bring-in"),
        "called a loose raiser": lambda: translate("Reasons", "called a loose raiser"),
    }
    word = words.get(verb)
    return word() if word is not None else verb


def free() -> str:
    """Pot odds when there is nothing to call."""
    return translate("Reasons", "free", "pot odds with nothing to call")


def low_note(scoop: float, low: float) -> str:
    """Hi/Lo: ', scoop 12 %, low 40 %' after the share of the pot."""
    return translate("Reasons", ", scoop {scoop}, low {low}").format(scoop=pct(scoop), low=pct(low))


def weighed(verb: str, what: str, share: float, low: str, worth: str, others: list[tuple[str, str]]) -> str:
    """'bet: two pair, 64 % of the pot; worth +0.42 big bets, check +0.18' (what the bot weighed)."""
    text = translate("Reasons", "{reason}{low}; worth {worth} big bets").format(
        reason=acted(verb, what, share), low=low, worth=worth
    )
    # `others`: (an `ActionKind` value, its worth) for each other action weighed
    return "".join([text, *(f", {action_text(ActionKind(kind))} {ev}" for kind, ev in others)])
