"""Facts about the games that the screens need without loading the games themselves.

The window and the flow run on the GUI thread before the first table is
painted; the games, their bots and the engine's hand logic load in the engine
thread (`app.worker`). What both sides name lives here, in a module that
imports nothing, so the start-up path does not pull in the bots to learn a
constant.
"""

from __future__ import annotations

import secrets

#: the save slot of the practice table (a sit-and-go gets a slot of its own)
PRACTICE_SLOT = "practice"
#: the largest seed a game is dealt from (as `new_seed` draws them): a save keeps no other
MAX_SEED = 2**32 - 1
#: the most chips one top-up may add (keeps stacks far from any integer limit of the widgets)
MAX_TOP_UP = 10_000_000


def new_seed() -> int:
    """A fresh 32-bit seed for a game nobody asked to deal again (from the system's entropy)."""
    return secrets.randbelow(MAX_SEED + 1)
