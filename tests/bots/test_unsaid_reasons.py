"""A later street's reason is put into words when the bot is asked for it, not at every
decision (issue 10: the match and tournament runners never ask); asked, it says what it
would have said at once."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from studdesk.bots import strategy
from studdesk.bots.base import Bot, explanation
from studdesk.bots.equity import Deals
from studdesk.bots.reading import TableRead
from studdesk.bots.registry import make_bot
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.views import PlayerView
from studdesk.wording import reasons

from .helpers import play_hands


def _counting(monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> list[int]:
    calls: list[int] = []
    real: Callable[..., str] = getattr(module, name)

    def counted(*args: object, **kwargs: object) -> str:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)
    return calls


@pytest.mark.parametrize("name", ["hard", "medium", "equity"])
def test_later_street_reasons_are_worded_only_when_asked(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    worded = _counting(monkeypatch, strategy, "describe_holding")
    worded_equity = _counting(monkeypatch, reasons, "against_random_holdings")
    silent = {seat: make_bot(name, seat) for seat in range(3)}
    play_hands("stud", silent, 6, seed=4)
    assert not worded and not worded_equity  # nobody asked
    asking = {seat: make_bot(name, seat) for seat in range(3)}
    said: list[str] = []
    for bot in asking.values():
        decide = bot.decide

        def decided(
            view: PlayerView, decide: Callable[[PlayerView], LegalAction] = decide, bot: Bot = bot
        ) -> LegalAction:
            action = decide(view)
            said.append(explanation(bot) or "")
            return action

        bot.decide = decided  # type: ignore[method-assign]
    play_hands("stud", asking, 6, seed=4)
    assert worded or worded_equity  # asked: worded
    assert all(text and text[0].isupper() for text in said)
    once = len(worded) + len(worded_equity)
    for bot in asking.values():
        assert explanation(bot) == explanation(bot)  # worded once, then kept
    assert len(worded) + len(worded_equity) == once


def test_a_settled_share_is_the_equity_of_its_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """Medium's later streets decide from the share of the deals they settle on; the whole
    Equity (for the words) is that share's."""
    checked: list[float] = []
    settle = strategy.StrategyBot._settled_deals

    def settled(
        bot: strategy.StrategyBot, read: TableRead, decide: Callable[[float], ActionKind]
    ) -> tuple[Deals, float]:
        deals, share = settle(bot, read, decide)
        assert share == deals.equity().share
        checked.append(share)
        return deals, share

    monkeypatch.setattr(strategy.StrategyBot, "_settled_deals", settled)
    play_hands("stud8", {seat: make_bot("medium", seat) for seat in range(3)}, 6, seed=2)
    assert checked
