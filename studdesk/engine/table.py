"""The table between hands: seats, the button (R1.3), stacks carried over, joining, leaving, busting."""

from __future__ import annotations

import random
from dataclasses import dataclass

from studdesk.engine.cards import Deck
from studdesk.engine.errors import ConfigurationError
from studdesk.engine.events import Event
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat


@dataclass(slots=True)
class TablePlayer:
    seat: int
    name: str
    stack: int
    sitting_out: bool = False


class Table:
    """Seats players, moves the button and deals hands from one seeded random source.

    >>> from studdesk.engine.actions import Act
    >>> from studdesk.engine.structure import Structure
    >>> from studdesk.engine.variants import VARIANTS
    >>> table = Table(GameConfig(VARIANTS["razz"], Structure(1, 2, 5, 10)), seats=6, rng=random.Random(3))
    >>> table.sit(0, "Ada", 100); table.sit(3, "Bo", 100)
    >>> hand, events = table.start_hand()
    >>> while not hand.is_over:  # the player to act folds, or checks when nothing is to call
    ...     _ = hand.apply(Act.taking(hand.to_act, hand.legal_actions()[0]))
    >>> busted = table.finish_hand()  # the stacks carry over to the next hand
    >>> sum(p.stack for p in table.players.values()), table.hands_played, busted
    (200, 1, [])
    """

    def __init__(self, config: GameConfig, seats: int, rng: random.Random) -> None:
        if not 2 <= seats <= 10:
            raise ConfigurationError("a table has 2 to 10 seats", "table size", seats=seats)
        self.config = config
        self.seat_count = seats
        self.rng = rng
        self.players: dict[int, TablePlayer] = {}
        self.button: int | None = None
        self.hands_played = 0
        self.current: Hand | None = None

    # --------------------------------------------------------------- seating

    def sit(self, seat: int, name: str, stack: int) -> None:
        self._between_hands("seat a player")
        if not 0 <= seat < self.seat_count:
            raise ConfigurationError(
                f"seat {seat} does not exist at a {self.seat_count}-seat table",
                "no such seat",
                seat=seat,
                seats=self.seat_count,
            )
        if seat in self.players:
            taken = self.players[seat].name
            raise ConfigurationError(f"seat {seat} is taken by {taken}", "seat taken", seat=seat, name=taken)
        if stack <= 0:
            raise ConfigurationError(f"{name} needs chips to sit down", "no chips to sit", name=name)
        self.players[seat] = TablePlayer(seat, name, stack)

    def leave(self, seat: int) -> TablePlayer:
        self._between_hands("remove a player")
        try:
            return self.players.pop(seat)
        except KeyError:
            raise ConfigurationError(f"seat {seat} is empty", "seat empty", seat=seat) from None

    def set_stack(self, seat: int, stack: int) -> None:
        """Re-buy or top-up between hands."""
        self._between_hands("change a stack")
        if stack <= 0:
            raise ConfigurationError("a stack must be at least 1 chip", "no chips")
        if seat not in self.players:
            raise ConfigurationError(f"seat {seat} is empty", "seat empty", seat=seat)
        self.players[seat].stack = stack

    def set_config(self, config: GameConfig) -> None:
        """Change variant, structure or house rules; takes effect with the next hand."""
        self._between_hands("change the game")
        self.config = config

    def active_players(self) -> list[TablePlayer]:
        return [p for s, p in sorted(self.players.items()) if p.stack > 0 and not p.sitting_out]

    # ----------------------------------------------------------------- hands

    def next_button(self) -> int:
        """One occupied seat clockwise from the last button (R1.3); a random seat for the first hand."""
        seats = [p.seat for p in self.active_players()]
        if not seats:
            raise ConfigurationError("nobody is seated", "nobody ready")
        if self.button is None:
            return self.rng.choice(seats)
        after = [s for s in seats if s > self.button]
        return after[0] if after else seats[0]

    def start_hand(self, deck: Deck | None = None) -> tuple[Hand, tuple[Event, ...]]:
        self._between_hands("start a hand")
        players = self.active_players()
        variant = self.config.variant
        if not variant.min_players <= len(players) <= variant.max_players:
            raise ConfigurationError(
                f"{variant.name} needs {variant.min_players} to {variant.max_players} players "
                f"with chips; {len(players)} are ready",
                "players ready",
                variant=variant,
                low=variant.min_players,
                high=variant.max_players,
                ready=len(players),
            )
        self.button = self.next_button()
        self.hands_played += 1
        hand = Hand(
            self.config,
            [PlayerSeat(p.seat, p.name, p.stack) for p in players],
            self.button,
            deck if deck is not None else Deck(self.rng),
            hand_number=self.hands_played,
        )
        self.current = hand
        return hand, hand.start()

    def finish_hand(self) -> list[TablePlayer]:
        """Carry the final stacks over; returns the players who busted (and leaves them seated at 0)."""
        hand = self.current
        if hand is None or not hand.is_over:
            raise ConfigurationError("there is no finished hand to settle", "no finished hand")
        busted = []
        for seat, stack in hand.final_stacks().items():
            self.players[seat].stack = stack
            if stack == 0:
                busted.append(self.players[seat])
        self.current = None
        return busted

    def _between_hands(self, what: str) -> None:
        if self.current is not None:
            raise ConfigurationError(f"cannot {what} while a hand is being played", "hand in play")
