"""Small helpers that build Qt animations, or apply the end state at once when a duration is 0.

Every helper puts the item in its final logical place when the duration is 0
and returns None, so "animation off" is the same code path with nothing to play.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsObject

Anim = QAbstractAnimation | None


@dataclass(slots=True)
class Built:
    """What a builder made: an animation to play (or None) and what to do once it has ended."""

    anim: Anim = None
    after: list[Callable[[], None]] = field(default_factory=list)


def slide(item: QGraphicsObject, start: QPointF, end: QPointF, ms: int) -> Anim:
    if ms <= 0:
        item.setPos(end)
        return None
    item.setPos(start)
    a = QPropertyAnimation(item, b"pos")
    a.setStartValue(start)
    a.setEndValue(end)
    a.setDuration(ms)
    a.setEasingCurve(QEasingCurve.Type.OutCubic)
    return a


def turn(item: QGraphicsObject, start: float, end: float, ms: int) -> Anim:
    """Animate a card's `flip` property."""
    if ms <= 0:
        item.setProperty("flip", end)
        return None
    item.setProperty("flip", start)
    a = QPropertyAnimation(item, b"flip")
    a.setStartValue(start)
    a.setEndValue(end)
    a.setDuration(ms)
    a.setEasingCurve(QEasingCurve.Type.InOutSine)
    return a


def fade(item: QGraphicsObject, start: float, end: float, ms: int) -> Anim:
    if ms <= 0:
        item.setOpacity(end)
        return None
    item.setOpacity(start)
    a = QPropertyAnimation(item, b"opacity")
    a.setStartValue(start)
    a.setEndValue(end)
    a.setDuration(ms)
    return a


def pause(ms: int) -> Anim:
    return QPauseAnimation(ms) if ms > 0 else None


def sequence(parts: Iterable[Anim]) -> Anim:
    real = [p for p in parts if p is not None]
    if not real:
        return None
    if len(real) == 1:
        return real[0]
    group = QSequentialAnimationGroup()
    for p in real:
        group.addAnimation(p)
    return group


def together(parts: Iterable[Anim]) -> Anim:
    real = [p for p in parts if p is not None]
    if not real:
        return None
    if len(real) == 1:
        return real[0]
    group = QParallelAnimationGroup()
    for p in real:
        group.addAnimation(p)
    return group


def staggered(lanes: Iterable[Anim], stagger_ms: int) -> Anim:
    """Parallel lanes, lane i starting i * stagger_ms after the first (a deal round)."""
    return together(
        sequence([pause(i * stagger_ms), lane]) for i, lane in enumerate(lanes) if lane is not None
    )
