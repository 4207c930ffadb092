"""Words that follow the player's language beyond the main window: counted ranks, the bots'
reasons and failures."""

from __future__ import annotations

from bots.helpers import start_hand  # tests/ is on sys.path (pytest rootdir)
from pytestqt.qtbot import QtBot

from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.cards import Rank
from studdesk.engine.views import PlayerView
from studdesk.ui import languages as lang
from studdesk.wording.odds import rank_count


def test_a_count_of_one_rank_takes_each_languages_plural_form(qtbot: QtBot) -> None:
    del qtbot  # a QApplication
    assert [rank_count(n, Rank.KING) for n in (0, 1, 2, 3)] == ["no king", "1 king", "2 kings", "3 kings"]
    assert rank_count(2, Rank.SIX) == "2 sixes"
    lang.languages().apply("ru")
    assert [rank_count(n, Rank.KING) for n in (1, 2, 5, 21)] == [
        "1 король",
        "2 короля",
        "5 королей",
        "21 король",
    ]
    assert [rank_count(n, Rank.QUEEN) for n in (1, 3)] == ["1 дама", "3 дамы"]
    lang.languages().apply("bg")
    assert [rank_count(n, Rank.KING) for n in (1, 2)] == ["1 поп", "2 попа"]
    assert [rank_count(n, Rank.ACE) for n in (1, 3)] == ["1 асо", "3 аса"]


def test_the_yardstick_bots_reasons_follow_the_language(qtbot: QtBot) -> None:
    del qtbot
    from studdesk.bots.equity_bot import EquityBot

    view = _first_choice_view()
    bot = EquityBot(seed=1)
    assert bot.explain() == "No decision yet."
    bot.decide(view)
    english = bot.explain()
    assert "of the pot against 2 random holdings" in english
    lang.languages().apply("ru")
    assert EquityBot(seed=1).explain() == "Решений ещё не было."
    bot.reseed(1)
    bot.decide(view)
    assert "банка против 2 случайных рук" in bot.explain()
    lang.languages().apply("bg")
    bot.reseed(1)
    bot.decide(view)
    assert "от пота срещу 2 случайни ръце" in bot.explain()
    assert not any(word in bot.explain() for word in ("pot", "random", "edge", "call"))


def _first_choice_view() -> PlayerView:
    """A view of a player facing a choice on third street (not the forced bring-in)."""
    from studdesk.bots.base import passive_fallback

    hand = start_hand("stud", seed=3, players=3)
    while hand.to_act is not None:
        view = hand.view(hand.to_act)
        if len(view.legal) > 1 and all(o.kind is not ActionKind.BRING_IN for o in view.legal):
            return view
        hand.apply(Act.taking(hand.to_act, passive_fallback(view.legal)))
    raise AssertionError("no choice in the hand")


class _Raiser:
    def decide(self, view: PlayerView) -> LegalAction:
        raise ValueError("no luck")


class _Cheat:
    def decide(self, view: PlayerView) -> LegalAction:
        return LegalAction(ActionKind.RAISE, 10_000, 10_000)


def test_a_bots_failure_is_told_in_the_players_language(qtbot: QtBot) -> None:
    del qtbot
    from studdesk.bots.base import safe_decision
    from studdesk.wording import bot_failures
    from studdesk.wording.game import bot_went_wrong

    view = _first_choice_view()
    lang.languages().apply("ru")
    _act, problem = safe_decision(_Raiser(), view)
    assert problem == "он выбросил исключение ValueError('no luck')"
    assert bot_went_wrong("Ada", problem).startswith(
        "Бот игрока Ada ошибся (он выбросил исключение ValueError"
    )
    _act, problem = safe_decision(_Cheat(), view)
    assert problem is not None and problem.endswith("а такого хода нет среди доступных")
    assert bot_failures.no_answer(2.5) == "нет ответа за 2,5 с"
    assert bot_failures.dropped(bot_failures.process_ended(), 3, in_row=True) == (
        "его процесс завершился; он ошибся 3 раза подряд, поэтому отныне только делает чек или фолд"
    )
    lang.languages().apply("bg")
    assert bot_failures.dropped(bot_failures.no_answer(5), 10, in_row=False) == (
        "няма отговор до 5 с; сгреши 10 пъти, затова отсега само чекира или се отказва"
    )


def test_a_sit_and_go_and_an_import_are_named_in_the_players_language(qtbot: QtBot) -> None:
    del qtbot
    from studdesk.engine.tournament_config import Entrant, TournamentConfig
    from studdesk.persistence.saves import default_title
    from studdesk.wording.history import imported_session

    three = (Entrant("You"), Entrant("Ada", "medium"), Entrant("Bo", "medium"))
    stud = TournamentConfig(three, variants=("stud",))
    mixed = TournamentConfig(three, variants=("stud", "razz"))
    assert default_title(stud) == "Stud sit-and-go, 3 players" and default_title(mixed).startswith("Mixed")
    lang.languages().apply("ru")
    assert default_title(stud).startswith("Сит-н-гоу ") and default_title(stud).endswith(", 3 игрока")
    assert "sit-and-go" not in default_title(mixed) and "микс" in default_title(mixed)
    assert imported_session("a.phhs") == "Импорт: a.phhs"
    lang.languages().apply("bg")
    assert default_title(stud).endswith(", 3 играчи") and imported_session("a.phhs") == "Внос: a.phhs"


def test_a_bot_that_cannot_be_loaded_is_told_in_the_players_language(qtbot: QtBot) -> None:
    del qtbot
    from studdesk.play.games import make_bot_or_fallback

    notices: list[str] = []
    lang.languages().apply("ru")
    bot = make_bot_or_fallback("no-such-bot", "Ada", 1, notices)
    assert bot is not None and len(notices) == 1
    assert notices[0].startswith("Ada: неизвестный бот «no-such-bot»; известные боты: ")
    assert "Playing" not in notices[0] and "calling-station bot" not in notices[0]
    assert "Колл-станция" in notices[0]  # the stand-in bot, by its name in the list
    lang.languages().apply("bg")
    make_bot_or_fallback("tests.bots.nothing_here:Bot", "Ada", 1, notices)
    assert notices[1].startswith("Ada: не може да се импортира „tests.bots.nothing_here“ за бота")


def test_what_a_bot_weighed_names_each_other_action_as_the_coach_does(qtbot: QtBot) -> None:
    # one word for an action (wording.coach.action_text): the bring-in was left in English before
    del qtbot
    from studdesk.wording.reasons import weighed

    others = [("check", "+0.18"), ("bring-in", "-0.10"), ("complete", "+0.05")]
    said = weighed("bet", "two pair", 0.64, "", "+0.42", others)
    assert said.endswith("worth +0.42 big bets, check +0.18, bring in -0.10, complete +0.05")
    lang.languages().apply("ru")
    said = weighed("bet", "two pair", 0.64, "", "+0.42", others)
    assert said.endswith(", чек +0.18, бринг-ин -0.10, комплит +0.05")
    lang.languages().apply("bg")
    said = weighed("raised", "two pair", 0.64, "", "+0.42", [("bet", "+0.1"), ("raise", "+0.2")])
    assert said.endswith(", бет +0.1, рейз +0.2")
