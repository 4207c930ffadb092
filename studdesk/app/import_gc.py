"""The composition root's imports with the cyclic garbage collector paused (issue 10: start-up).

Loading the app (Qt's classes and enums, pydantic and the Settings model, the screens, the
play layer's messages: some 200 modules) makes some 60,000 objects the collector tracks, nearly all of
which live as long as the process. While they are made, the collector would walk the young
ones over and over (about 70 passes of its two younger generations). `paused()`
switches it off for the imports and then freezes what they made out of its sight, as
`gc_guard` does with everything alive when a table starts (the few hundred objects of
import-time garbage stay, as frozen objects do). Collection is back as it was afterwards.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """No automatic collection inside; what lives at the end is frozen (`gc.freeze`)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if collecting:
            gc.enable()
