"""A small soak: random hands over every variant and house rule, books balanced, no exception.

The full run (a million hands on two workers) is `benchmarks/soak.py`.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SOAK_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "soak.py"


def load_soak() -> ModuleType:
    spec = importlib.util.spec_from_file_location("studdesk_soak", SOAK_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


def test_soak_a_few_thousand_hands() -> None:
    soak = load_soak()
    total = soak.soak(3_000, workers=1, seed=11, progress=False)
    assert total.failures == []
    assert total.hands == 3_000
    assert set(total.by_variant) == {"stud", "stud8", "five", "razz"}
    assert total.showdowns > 0 and total.side_pots > 0


def test_soak_reports_a_broken_hand_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    soak = load_soak()

    def broken(hand: object) -> None:
        raise AssertionError("chips 10 in, 9 out")

    monkeypatch.setattr(soak, "check_books", broken)
    total = soak.run_chunk(range(5, 7))
    assert total.hands == 0
    assert [f.splitlines()[0] for f in total.failures] == ["seed 5:", "seed 6:"]
    assert "chips 10 in, 9 out" in total.failures[0]
