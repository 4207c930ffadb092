"""The names the bots play under, seat by seat, wherever the player meets them: the practice
table, a sit-and-go, the third-street trainer. Names, not sentences: they read the same in every
language, so nothing here is translated (`game.bot_seat_name` words the one used when all are taken).
"""

from __future__ import annotations

#: the bots' names at a table, clockwise from the player
OPPONENT_NAMES = ("Ada", "Bruno", "Chen", "Dora", "Emil", "Fay", "Gus", "Hana", "Ivo")
