"""Places and prizes of a sit-and-go: "3rd", "5th-6th (shared)", "You win the tournament and 300!".

>>> place_text(5, 6)
'5th-6th (shared)'
>>> out_of_tournament("Ada", is_you=False, place=2, last_place=2, prize=90.0)
'Ada is out in 2nd place, winning 90.'
"""

from __future__ import annotations

from studdesk.wording import local_number, thousands, translate


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st."""
    if 10 <= n % 100 <= 20:
        return translate("Places", "{n}th").format(n=n)
    if n % 10 == 1:
        return translate("Places", "{n}st").format(n=n)
    if n % 10 == 2:
        return translate("Places", "{n}nd").format(n=n)
    if n % 10 == 3:
        return translate("Places", "{n}rd").format(n=n)
    if n % 10 == 4:  # its own message: Bulgarian ends 4 differently from 5-9 ("4-то", "5-о")
        return translate("Places", "{n}th", "ending in 4: 4th, 24th").format(n=n)
    return translate("Places", "{n}th").format(n=n)


def place_text(place: int, last_place: int) -> str:
    """A finishing place; places shared by players who busted together read "5th-6th (shared)"."""
    if place == last_place:
        return ordinal(place)
    return translate("Places", "{first}-{last} (shared)").format(
        first=ordinal(place), last=ordinal(last_place)
    )


def place_short(place: int, last_place: int) -> str:
    """A place for a narrow column: "3rd", or "5th-6th=" when shared."""
    if place == last_place:
        return ordinal(place)
    return translate("Places", "{first}-{last}=").format(first=ordinal(place), last=ordinal(last_place))


def prize_text(prize: float) -> str:
    """A prize in buy-in units, without cents when it has none: 300, 127.50."""
    return local_number(f"{prize:,.2f}".removesuffix(".00"))


def amount_text(value: float) -> str:
    """An equity or a share with one decimal, none when it is whole: 33.3, 150."""
    return local_number(f"{value:,.1f}".removesuffix(".0"))


def out_of_tournament(name: str, is_you: bool, place: int, last_place: int, prize: float) -> str:
    """The notice when a player busts out of the sit-and-go."""
    where = place_text(place, last_place)
    if is_you:
        if prize > 0:
            return translate(
                "Places", "You are out of the tournament in {place} place and win {prize}."
            ).format(place=where, prize=prize_text(prize))
        return translate("Places", "You are out of the tournament in {place} place.").format(place=where)
    if prize > 0:
        return translate("Places", "{name} is out in {place} place, winning {prize}.").format(
            name=name, place=where, prize=prize_text(prize)
        )
    return translate("Places", "{name} is out in {place} place.").format(name=name, place=where)


def out_toast(name: str, is_you: bool, place: int, last_place: int) -> str:
    """The short line over the table when a player busts."""
    where = place_text(place, last_place)
    if is_you:
        return translate("Places", "You are out in {place} place").format(place=where)
    return translate("Places", "{name} is out in {place} place").format(name=name, place=where)


def out_in_short(name: str, place: int) -> str:
    """One bust-out in the tournament panel's "Last hand" line."""
    return translate("Places", "{name} out in {place}").format(name=name, place=ordinal(place))


def last_hand_outs(outs: list[str]) -> str:
    return translate("Places", "Last hand: {outs}").format(outs=", ".join(outs)) if outs else ""


def tournament_won_by_you(prize: float) -> str:
    return translate("Places", "You win the tournament and {prize}!").format(prize=prize_text(prize))


def tournament_won_by(name: str) -> str:
    return translate("Places", "{name} wins the tournament.").format(name=name)


def winner_headline(name: str) -> str:
    return translate("Places", "{name} wins.").format(name=name)


def you_finish(place: int, last_place: int, prize: float) -> str:
    where = place_text(place, last_place)
    if prize > 0:
        return translate("Places", "You finish {place} and win {prize}.").format(
            place=where, prize=prize_text(prize)
        )
    return translate("Places", "You finish {place}.").format(place=where)


def place_share(place: int, share: float, prize: float) -> str:
    """One paid place in the payouts line: "1st 65 % (390)"."""
    return translate("Places", "{place} {share} % ({prize})").format(
        place=ordinal(place), share=f"{share:g}", prize=amount_text(prize)
    )


def places_paid(count: int, shares: list[str]) -> str:
    return translate("Places", "Places paid: {count} — {shares}").format(
        count=count, shares=" · ".join(shares)
    )


def place_share_name(place: int) -> str:
    """The accessible name of a payout field."""
    return translate("Places", "{place} place share").format(place=ordinal(place))


def games_text(names: list[str]) -> str:
    """The game of a sit-and-go: one name, or "Mixed (Stud, Razz)"."""
    if len(names) == 1:
        return names[0]
    return translate("Places", "Mixed ({games})").format(games=", ".join(names))


def results_summary(games: str, entrants: int, hands: int, level: int, prize_pool: int) -> str:
    return translate(
        "Places", "{games} · {entrants} players · {hands} hands · level {level} reached · prize pool {pool}"
    ).format(games=games, entrants=entrants, hands=hands, level=level, pool=thousands(prize_pool))


def you_marked(name: str) -> str:
    """The player's own line in a list of places, when their name is not "You"."""
    return translate("Places", "{name} (you)").format(name=name)


def watched() -> str:
    """The player's place in a sit-and-go they only watched."""
    return translate("Places", "(watched)")


def bot_tip(bot: str) -> str:
    return translate("Places", "Bot: {bot}").format(bot=bot)


def share_percent(share: float) -> str:
    return translate("Places", "{share} %").format(share=f"{share:g}")
