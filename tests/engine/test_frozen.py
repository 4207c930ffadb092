"""`fill_slots_directly`: a faster __init__ for frozen events that behaves exactly like dataclass's."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from dataclasses import dataclass, field

import pytest

from studdesk.engine.actions import CALL, Act
from studdesk.engine.events import ActionTaken
from studdesk.engine.frozen import fill_slots_directly


@fill_slots_directly
@dataclass(frozen=True, slots=True)
class Sample:
    seat: int
    amount: int = 0
    big: bool = False


def test_same_parameters_defaults_and_keywords() -> None:
    assert list(inspect.signature(Sample).parameters) == ["seat", "amount", "big"]
    assert Sample(3) == Sample(seat=3, amount=0, big=False)
    assert Sample(1, big=True).big is True
    with pytest.raises(TypeError):
        Sample()  # type: ignore[call-arg]


def test_still_frozen_replaceable_hashable_and_picklable() -> None:
    item = Sample(2, 40)
    with pytest.raises(dataclasses.FrozenInstanceError):
        item.amount = 5  # type: ignore[misc]
    assert dataclasses.replace(item, amount=80) == Sample(2, 80)
    assert pickle.loads(pickle.dumps(item)) == item
    assert hash(item) == hash(Sample(2, 40))


def test_engine_events_and_commands_use_it_and_compare_by_value() -> None:
    assert ActionTaken(1, CALL, 20, 20, False, 80) == ActionTaken(1, CALL, 20, 20, False, 80, False)
    assert Act(1, CALL, 20) == Act(seat=1, kind=CALL, amount=20)


def test_refuses_classes_it_cannot_build_faithfully() -> None:
    @dataclass(frozen=True, slots=True)
    class WithFactory:
        items: list[int] = field(default_factory=list)

    @dataclass(frozen=True, slots=True)
    class WithPostInit:
        seat: int

        def __post_init__(self) -> None:
            pass

    for cls in (WithFactory, WithPostInit):
        with pytest.raises(TypeError, match="only plain fields"):
            fill_slots_directly(cls)
