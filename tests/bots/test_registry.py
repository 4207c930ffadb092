"""Bot names, `package.module:ClassName` loading and the `studdesk.bots` entry-point group."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from studdesk.bots import registry
from studdesk.bots.base import Bot
from studdesk.bots.isolated import IsolatedBot
from studdesk.bots.registry import BotLoadError, make_bot, names
from studdesk.bots.strategy import StrategyBot

from .helpers import play_hands, start_hand

THIRD_PARTY = textwrap.dedent(
    """
    from studdesk.engine.actions import ActionKind


    class CheckFold:
        def __init__(self, seed=None):
            self.seed = seed

        def decide(self, view):
            for offer in view.legal:
                if offer.kind in (ActionKind.CHECK, ActionKind.BRING_IN):
                    return offer
            return next(o for o in view.legal if o.kind is ActionKind.FOLD)


    class NoSeed:
        def decide(self, view):
            return view.legal[0]


    class BySeed:
        def __init__(self, seed):
            self.seed = seed

        def decide(self, view):
            return view.legal[self.seed % len(view.legal)]


    class NotABot:
        pass
    """
)


def test_issue_names_are_registered() -> None:
    for name in (
        "random",
        "calling-station",
        "rock",
        "solid",
        "maniac",
        "fish",
        "easy",
        "medium",
        "hard",
        "always-raise",
        "always-call",
        "rock-hard",
        "fish-easy",
    ):
        assert name in names()
        assert isinstance(make_bot(name, 1), Bot)
    assert all(n == n.lower() and " " not in n for n in names())


def test_profiles_are_parameters_of_one_strategy() -> None:
    rock, maniac, hard = make_bot("rock", 1), make_bot("maniac", 1), make_bot("hard", 1)
    assert isinstance(rock, StrategyBot) and isinstance(maniac, StrategyBot) and isinstance(hard, StrategyBot)
    assert rock.profile.style.open > maniac.profile.style.open
    assert hard.profile.level.samples > make_bot("easy", 1).profile.level.samples  # type: ignore[attr-defined]


def test_unknown_name_lists_the_known_ones() -> None:
    with pytest.raises(BotLoadError, match=r"known bots: .*hard"):
        make_bot("grandmaster")


@pytest.fixture
def plugin_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "my_bots.py").write_text(THIRD_PARTY, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def test_load_by_module_and_class_in_a_process_of_its_own(plugin_dir: Path) -> None:
    with make_bot("my_bots:CheckFold", 42) as bot:  # type: ignore[attr-defined]
        assert isinstance(bot, IsolatedBot) and bot.spec == "my_bots:CheckFold"
        for _hand, problems in play_hands("stud", {0: bot, 1: make_bot("hard", 1)}, hands=3, seed=1):
            assert problems == []
    with make_bot("my_bots:NoSeed", 1) as no_seed:  # type: ignore[attr-defined]
        assert play_hands("razz", {0: no_seed, 1: make_bot("hard", 1)}, hands=1, seed=1)[0][1] == []


def test_the_seed_reaches_the_bot_in_its_process(plugin_dir: Path) -> None:
    hand = start_hand("stud", seed=3)
    view = hand.view(hand.to_act)  # type: ignore[arg-type]
    assert len(view.legal) == 2  # bring-in or complete
    with make_bot("my_bots:BySeed", 0) as even, make_bot("my_bots:BySeed", 1) as odd:  # type: ignore[attr-defined]
        assert (even.decide(view), odd.decide(view)) == view.legal


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("no_such_module_xyz:Bot", "cannot import"),
        ("my_bots:Missing", "has no 'Missing'"),
        ("my_bots:NotABot", "no decide"),
    ],
)
def test_load_errors_are_clear(plugin_dir: Path, spec: str, message: str) -> None:
    with pytest.raises(BotLoadError, match=message):
        make_bot(spec)


def test_entry_point_group(plugin_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dist = plugin_dir / "my_bots-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: my-bots\nVersion: 1.0\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text(
        "[studdesk.bots]\ncheck-fold = my_bots:CheckFold\n", encoding="utf-8"
    )
    monkeypatch.setattr(registry, "_entry_points_loaded", False)
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    monkeypatch.setattr(registry, "_PLUGINS", {})
    assert "check-fold" in names()
    with make_bot("check-fold", 3) as bot:  # type: ignore[attr-defined]
        assert isinstance(bot, IsolatedBot) and bot.spec == "my_bots:CheckFold"


def test_sim_accepts_third_party_bots(plugin_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("studdesk.persistence.phh", reason="the simulator needs the PHH writer")
    from studdesk.cli.sim import main

    bots = "my_bots:CheckFold,hard,maniac"
    code = main(["--variant", "razz", "--players", "3", "--hands", "5", "--bots", bots])
    assert code == 0
    assert "chips conserved: yes" in capsys.readouterr().out
