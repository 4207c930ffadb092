"""Levels with parameters changed for a measurement (`benchmarks/match.py --tweak`)."""

from __future__ import annotations

import pytest

from studdesk.bots.profiles import LEVELS, tweaked_level


def test_changes_only_the_named_parameters() -> None:
    level = tweaked_level("hard", "entry_shift=0, future=(0.5,0.5,0.6,0.4),reads=False")
    assert level.entry_shift == 0.0 and type(level.entry_shift) is float
    assert level.future == (0.5, 0.5, 0.6, 0.4)
    assert level.reads is False
    assert level.samples == LEVELS["hard"].samples and level.key == "hard"
    assert tweaked_level("medium", "") == LEVELS["medium"]


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ("bogus=1", "unknown level parameter 'bogus'"),
        ("key=1", "unknown level parameter 'key'"),
        ("noise=abc", "is not a number"),
        ("reads=1", "reads takes True or False"),
        ("samples=0.5", "samples takes a whole number"),
        ("samples=99", "from 100 to 100000"),
        ("future=(1,2)", "4 numbers in parentheses"),
        ("future=('a',1,2,3)", "4 numbers in parentheses"),
    ],
)
def test_bad_changes_are_told_in_words(changes: str, said: str) -> None:
    with pytest.raises(ValueError, match=said.replace("(", r"\(")):
        tweaked_level("hard", changes)


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        tweaked_level("expert", "")
