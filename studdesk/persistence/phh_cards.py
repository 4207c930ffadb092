"""The cards of a hand history: what the file deals and shows, and cards for unknown ones.

A real history hides the cards of players who never showed them (`??`). The engine
needs cards for them, and which cards they get can decide who brings in (R3.2), who
opens a later street (R3.6) and whether an open pair allows the big bet (R3.7).
docs/rules.md §9: the cards chosen must keep every recorded action legal; if no cards
can, the history is refused, naming the action that cannot be explained.

Down cards decide nothing before the showdown, so only unknown *up* cards are searched,
street by street in dealing order. A street's choices are first filtered with the
engine's own first-to-act rules (the player the history shows acting first must be the
one the engine picks), then checked by replaying the hand through that street; when a
street has no choice left, the search goes back to the street before. It counts its
replays and stops after `MAX_TRIALS`, so no file can keep it busy for long.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import product

from studdesk.engine.cards import ALL_CARDS, Card, Deck
from studdesk.engine.hand import Hand
from studdesk.engine.ordering import bring_in_key, first_with_chips_from, showing_value
from studdesk.engine.variants import ShowingRule, Variant
from studdesk.persistence.phh_read import PhhAction, PhhError, PhhHistory, Verb
from studdesk.wording import hand_files as words
from studdesk.wording.variants import game_name

#: replays, actions replayed and card comparisons the search may make before it gives up
#: (a real history needs a handful of replays; these bound a hostile one to about a second)
MAX_TRIALS = 400
MAX_ACTIONS_REPLAYED = 60_000
MAX_CHECKS = 200_000


@dataclass(slots=True)
class DealtCards:
    """Each player's cards in dealing order and the community card; None marks an unknown card."""

    holes: list[list[Card | None]]
    board: list[Card | None]
    #: every card the file names (dealt or shown): unknown cards are chosen among the others
    named: frozenset[Card]

    def copy(self) -> DealtCards:
        return DealtCards([list(h) for h in self.holes], list(self.board), self.named)


#: plays the history with these cards until the first player action of a street (None: all of it);
#: returns the hand and that action, or raises `PhhError` at the first illegal action
PlayUntil = Callable[[PhhHistory, DealtCards, "int | None"], tuple[Hand, "PhhAction | None"]]


def dealt_cards(phh: PhhHistory) -> DealtCards:
    """The cards the file deals, with unknown cards filled from later shows (`sm`) where it can."""
    n = phh.player_count
    holes: list[list[Card | None]] = [[] for _ in range(n)]
    board: list[Card | None] = []
    first_seen: dict[Card, PhhAction] = {}

    def note(action: PhhAction, cards: tuple[Card | None, ...]) -> None:
        for c in cards:
            if c is None:
                continue
            if c in first_seen:
                card, number = str(c), first_seen[c].index + 1
                raise PhhError(phh.place, partial(words.dealt_twice, card, number), action=action)
            first_seen[c] = action

    for action in phh.actions:
        if action.verb is Verb.DEAL_HOLE:
            assert action.player is not None
            note(action, action.cards)
            holes[action.player].extend(action.cards)
        elif action.verb is Verb.DEAL_BOARD:
            note(action, action.cards)
            board.extend(action.cards)
        elif action.verb is Verb.SHOW_MUCK and action.cards:
            assert action.player is not None
            _learn_shown(phh, action, holes[action.player], first_seen)
    total = phh.variant.cards_per_player
    extra = next((p for p in range(n) if len(holes[p]) > total), None)
    if extra is not None:
        player, count, variant = f"p{extra + 1}", len(holes[extra]), phh.variant
        raise PhhError(
            phh.place,
            lambda: words.dealt_too_many(player, count, game_name(variant), total),
            field="actions",
        )
    return DealtCards(holes, board, frozenset(first_seen))


def _learn_shown(
    phh: PhhHistory, action: PhhAction, hole: list[Card | None], seen: dict[Card, PhhAction]
) -> None:
    """Fill unknown dealt cards from the cards a player shows (listed in dealing order)."""
    for i, shown in enumerate(action.cards[: len(hole)]):
        if shown is None:
            continue
        if hole[i] is None:
            if shown in seen:
                card = str(shown)
                raise PhhError(phh.place, partial(words.dealt_to_someone_else, card), action=action)
            hole[i] = shown
            seen[shown] = action
        elif hole[i] != shown:
            said, number, dealt = str(shown), i + 1, str(hole[i])
            raise PhhError(phh.place, partial(words.shows_other_card, said, number, dealt), action=action)


def stacked_deck(variant: Variant, dealt: DealtCards) -> Deck:
    """The deck in the engine's dealing order (R2.2); cards still unknown get unused cards."""
    used = dealt.named | {c for h in dealt.holes for c in h if c is not None}
    spare = iter([c for c in ALL_CARDS if c not in used])
    order: list[Card] = []
    start = 0
    for street in variant.streets:
        dealt_to = [h for h in dealt.holes if len(h) > start]
        for j in range(len(street.deal)):
            order.extend(h[start + j] or next(spare) for h in dealt_to if start + j < len(h))
        start += len(street.deal)
    order.extend(c or next(spare) for c in dealt.board)
    return Deck(order=order)


# ------------------------------------------------------------- choosing unknown up cards


@dataclass(frozen=True, slots=True)
class _Slot:
    """An unknown up card: player `player`'s card number `index`, dealt on `street`."""

    player: int
    index: int
    street: int


@dataclass(frozen=True, slots=True)
class _Seat:
    """What the engine's first-to-act rules read of a seat (see studdesk.engine.ordering)."""

    seat: int
    folded: bool
    has_chips: bool
    up_cards: list[Card]


def unknown_up_slots(variant: Variant, dealt: DealtCards) -> list[_Slot]:
    faces = [(s, up) for s, street in enumerate(variant.streets) for up in street.deal]
    return [
        _Slot(p, i, faces[i][0])
        for p, hole in enumerate(dealt.holes)
        for i, card in enumerate(hole)
        if card is None and faces[i][1]
    ]


def choose_unknown_up_cards(phh: PhhHistory, dealt: DealtCards, play_until: PlayUntil) -> DealtCards:
    """Cards for the unknown up cards that keep every recorded action legal (docs/rules.md §9).

    Raises `PhhError` naming the deepest action that no choice of cards explains.
    """
    search = _Search(phh, dealt, play_until)
    if search.solve(0):
        return search.dealt
    failure = search.deepest
    assert failure is not None  # every failed branch records why
    if failure.action is None or failure.action.verb in _NOT_PLAYER_ACTIONS:
        raise failure  # the deal or the seating is wrong, whatever the unknown cards are
    trials = search.trials if search.exhausted else None
    why = failure.reason_words
    raise PhhError(
        phh.place,
        lambda: words.unknown_cards_unexplained(why(), trials),
        action=failure.action,
        rule=failure.rule,
    )


class _Search:
    """Backtracking over streets; each street's unknown up cards are chosen together."""

    def __init__(self, phh: PhhHistory, dealt: DealtCards, play_until: PlayUntil) -> None:
        self.phh = phh
        self.variant = phh.variant
        self.dealt = dealt.copy()
        self.play_until = play_until
        self.slots = unknown_up_slots(phh.variant, dealt)
        self.faces = [up for street in phh.variant.streets for up in street.deal]
        self.trials = 0
        self.checks = 0
        #: the failure that got furthest through the actions, for the error message
        self.deepest: PhhError | None = None

    @property
    def exhausted(self) -> bool:
        return (
            self.trials >= MAX_TRIALS
            or self.trials * len(self.phh.actions) >= MAX_ACTIONS_REPLAYED
            or self.checks >= MAX_CHECKS
        )

    def solve(self, street: int) -> bool:
        if street == len(self.variant.streets):
            return self._plays(None)
        slots = [s for s in self.slots if s.street == street]
        if not slots:
            return self._plays(street + 1) and self.solve(street + 1)
        try:
            hand, first = self.play_until(self.phh, self.dealt, street)
        except PhhError as exc:  # the streets before were checked: only this street's deal fails here
            self._failed(exc)
            return False
        tried = False
        for choice in self._choices(street, slots, hand, first):
            tried = True
            if self._try(slots, choice, street):
                return True
            if self.exhausted:
                break
        if not tried:
            # nothing passes the first-to-act filter: let the engine say why, with any cards
            # (and should the filter ever be too strict, the replay has the last word)
            anything = next(self._distinct([self._weakest_first(self._free()) for _ in slots]), None)
            if anything is not None and self._try(slots, anything, street):
                return True
        for slot in slots:
            self.dealt.holes[slot.player][slot.index] = None
        return False

    def _try(self, slots: list[_Slot], cards: tuple[Card, ...], street: int) -> bool:
        for slot, card in zip(slots, cards, strict=True):
            self.dealt.holes[slot.player][slot.index] = card
        return self._plays(street + 1) and self.solve(street + 1)

    def _free(self) -> list[Card]:
        """Cards not named by the file and not chosen yet, in deck order."""
        used = {c for h in self.dealt.holes for c in h if c is not None}
        return [c for c in ALL_CARDS if c not in self.dealt.named and c not in used]

    def _plays(self, until_street: int | None) -> bool:
        """Whether the actions before `until_street`'s betting (None: all) are legal with these cards."""
        self.trials += 1
        try:
            self.play_until(self.phh, self.dealt, until_street)
        except PhhError as exc:
            self._failed(exc)
            return False
        return True

    def _failed(self, exc: PhhError) -> None:
        if self.deepest is None or _depth(exc, self.phh) >= _depth(self.deepest, self.phh):
            self.deepest = exc

    # ----------------------------------------------------------------- a street's choices

    def _choices(
        self, street: int, slots: list[_Slot], hand: Hand, first: PhhAction | None
    ) -> Iterator[tuple[Card, ...]]:
        """Cards for this street's unknown up cards, those likeliest to fit first.

        When the street's betting opens, only choices that make the engine's first-to-act
        rule pick the history's first actor are given; otherwise (an all-in run-out) any.
        """
        free = self._free()
        by_player = {s.player: s for s in slots}
        opens = hand.street == street and hand.to_act is not None
        if not opens or first is None or first.player is None:
            yield from self._distinct([self._weakest_first(free) for _ in slots])
            return
        seats = [
            _Seat(p.seat, p.folded, p.has_chips, self._up_cards(i, street)) for i, p in enumerate(hand.order)
        ]
        actor = seats[first.player].seat
        # who may show the best and still leave the first turn to the actor: the actor, or an
        # all-in player whose turn passes on to it (R3.6, R3.9)
        live = [i for i, p in enumerate(seats) if not p.folded]
        leaders = [i for i in live if first_with_chips_from(seats[i], seats) == actor]
        if not leaders:
            return
        others = [i for i in live if i not in leaders]
        open_leaders = [i for i in leaders if i in by_player]
        leader_domains = [
            self._strongest_first(street, seats, i, free) if i == first.player else self._weakest_first(free)
            for i in open_leaders
        ]
        for leader_cards in product(*leader_domains):
            if self.exhausted:
                return
            if len(set(leader_cards)) < len(leader_cards):
                continue
            chosen = dict(zip(open_leaders, leader_cards, strict=True))
            best = max(self._rank(street, seats, i, chosen.get(i)) for i in leaders)
            if any(i not in by_player and self._rank(street, seats, i, None) > best for i in others):
                continue
            rest = [i for i in others if i in by_player]
            taken = set(leader_cards)
            weakest = [c for c in self._weakest_first(free) if c not in taken]
            domains = [[c for c in weakest if self._rank(street, seats, i, c) < best] for i in rest]
            for rest_cards in self._distinct(domains):
                chosen.update(zip(rest, rest_cards, strict=True))
                yield tuple(chosen[s.player] for s in slots)

    def _up_cards(self, player: int, street: int) -> list[Card]:
        """The player's known up cards dealt up to `street` (unknown ones are being chosen)."""
        count = sum(len(s.deal) for s in self.variant.streets[: street + 1])
        return [c for i, c in enumerate(self.dealt.holes[player][:count]) if self.faces[i] and c is not None]

    def _rank(self, street: int, seats: Sequence[_Seat], i: int, card: Card | None) -> tuple[int, int]:
        """Larger acts first: on the first street the bring-in duty (R3.2), later the hand
        showing, equal showings going to the seat nearer the dealer's left (R3.6)."""
        self.checks += 1
        up = [*seats[i].up_cards, card] if card is not None else seats[i].up_cards
        if street == 0:
            return bring_in_key(self.variant.bring_in_rule, up[-1])
        return (showing_value(self.variant, up), -i)

    def _strongest_first(self, street: int, seats: Sequence[_Seat], i: int, free: list[Card]) -> list[Card]:
        return sorted(free, key=lambda c: self._rank(street, seats, i, c), reverse=True)

    def _weakest_first(self, free: list[Card]) -> list[Card]:
        """The cards that show least first: they are the least likely to open a later street."""
        low = self.variant.showing_rule is ShowingRule.BEST_LOW
        return sorted(free, key=lambda c: (-c.rank if low else c.rank, c.suit))

    def _distinct(self, domains: list[list[Card]]) -> Iterator[tuple[Card, ...]]:
        """One card from each domain, no card twice; the smallest domains are chosen first."""
        order = sorted(range(len(domains)), key=lambda k: len(domains[k]))
        for picked in self._pick([domains[k] for k in order]):
            result: list[Card | None] = [None] * len(domains)
            for k, card in zip(order, picked, strict=True):
                result[k] = card
            yield tuple(c for c in result if c is not None)

    def _pick(self, domains: list[list[Card]]) -> Iterator[tuple[Card, ...]]:
        if not domains:
            yield ()
            return
        if any(not d for d in domains) or self.exhausted:
            return
        head, rest = domains[0], domains[1:]
        for card in head:
            self.checks += len(rest)
            yield from ((card, *tail) for tail in self._pick([[c for c in d if c != card] for d in rest]))


_NOT_PLAYER_ACTIONS = (Verb.DEAL_HOLE, Verb.DEAL_BOARD, Verb.SHOW_MUCK)


def _depth(exc: PhhError, phh: PhhHistory) -> int:
    """How far through the actions a failure came (a failure after the last action counts most)."""
    return exc.action.index if exc.action is not None else len(phh.actions)
