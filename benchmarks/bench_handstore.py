"""The hand store's figures (issue 11): insert rate while playing, size on disk, query times.

    .venv/bin/python benchmarks/bench_handstore.py                      # 100,000 and 1,000,000 hands
    .venv/bin/python benchmarks/bench_handstore.py --sizes 100000 --play 1000

1. Insert rate while playing: the same seeded bot hands (six players, the four
   variants in turn) played without recording, then with every hand recorded
   through a `HandWriter` thread, side by side; then the store's own rate
   (`add_hand` of ready records, one transaction each), with and without the
   triggers that keep the statistics' totals (schema 4).
2. Size on disk per 1,000 hands (after a WAL checkpoint).
3. Query times at each size: the history list's first page (unfiltered and
   with filters), its count, the hero's statistics, the per-opponent table (from
   the kept totals, and from every player row as schema 3 did: side by side), and
   opening one hand for the replayer. Large stores are filled by copying the
   played hands in SQL (new ids, fingerprints, dates spread over three years,
   opponent names from a pool of 40) — the queries only see rows, not how they
   came. Each query runs on a fresh connection (first: cold page cache of
   SQLite, warm OS cache) and then four more times (median).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from studdesk.bots.play import play_out
from studdesk.bots.simple import RandomBot
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.handstore import HandStore, SessionKind
from studdesk.persistence.handstore_query import HandFilter, Result, count_hands, list_hands
from studdesk.persistence.handstore_record import HandRecord, HandReplay, record_from_hand
from studdesk.persistence.handstore_stats import hand_stats, opponent_stats
from studdesk.persistence.handstore_writer import HandWriter

VARIANT_KEYS = ("stud", "stud8", "razz", "five")
STRUCTURE = Structure(1, 2, 5, 10)


def play(count: int, on_hand: Callable[[Hand], None] | None = None) -> float:
    """Play `count` seeded hands; returns the seconds taken (recording included when given)."""
    rng = random.Random(7)
    bots = {seat: RandomBot(seat) for seat in range(6)}
    started = time.perf_counter()
    for number in range(count):
        variant = VARIANTS[VARIANT_KEYS[number % 4]]
        seats = [PlayerSeat(s, "Hero" if s == 0 else f"bot{s}", rng.randint(60, 400)) for s in range(6)]
        hand = Hand(GameConfig(variant, STRUCTURE), seats, number % 6, Deck(rng), number + 1)
        hand.start()
        play_out(hand, bots)
        if on_hand is not None:
            on_hand(hand)
    return time.perf_counter() - started


def insert_rate(folder: Path, count: int) -> list[HandRecord]:
    print(f"== insert rate while playing ({count} hands, 6 players, the four variants in turn)")
    play(40)  # the evaluators build their tables on first use: not part of either figure
    bare = play(count)
    writer = HandWriter(folder / "playing.sqlite3")
    writer.begin_session(SessionKind.PRACTICE, "bench")
    records: list[HandRecord] = []

    def record(hand: Hand) -> None:
        item = record_from_hand(hand, hero_seat=0, bots={s: "random" for s in range(1, 6)})
        records.append(item)
        writer.submit(item, hand)

    recorded = play(count, record)
    flush_started = time.perf_counter()
    writer.close(timeout=None)
    flushed = time.perf_counter() - flush_started
    print(f"  playing, no recording          {count / bare:10,.0f} hands/s")
    print(
        f"  playing, every hand recorded   {count / (recorded + flushed):10,.0f} hands/s "
        f"(writer thread; {flushed * 1000:.0f} ms to flush the queue at the end)"
    )
    path = folder / "direct.sqlite3"
    with HandStore.open(path) as store:
        started = time.perf_counter()
        for item in records:
            store.add_hand(item)
        seconds = time.perf_counter() - started
        store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    print(f"  store alone (add_hand, replay check, one transaction each) {count / seconds:,.0f} hands/s")
    bare_path = folder / "no-totals.sqlite3"
    with HandStore.open(bare_path) as store:  # the same without the triggers that keep the totals
        for trigger in ("player_totals_add", "player_totals_remove", "player_totals_change"):
            store.connection.execute(f"DROP TRIGGER {trigger}")
        started = time.perf_counter()
        for item in records:
            store.add_hand(item)
        untotalled = time.perf_counter() - started
    print(f"  store alone, without keeping the totals (schema 3's work) {count / untotalled:,.0f} hands/s")
    size = path.stat().st_size
    print(
        f"== size on disk: {size / count * 1000 / 1e6:.2f} MB per 1,000 hands "
        f"({size / count:,.0f} bytes a hand)"
    )
    return records


def fill(path: Path, records: list[HandRecord], target: int) -> float:
    """A store of `target` hands: the played ones, then copies in SQL (see the docstring)."""
    started = time.perf_counter()
    with HandStore.open(path) as store:
        session = store.start_session(SessionKind.PRACTICE, "bench")
        for item in records:
            store.add_hand(item, session)
        c = store.connection
        c.execute("CREATE TEMP TABLE names (k INTEGER PRIMARY KEY, name TEXT)")
        c.executemany("INSERT INTO names VALUES (?, ?)", [(k, f"Opponent {k:02d}") for k in range(40)])
        span = 3 * 365 * 86400
        while store.hand_count() < target:
            have = store.hand_count()
            batch = min(have, target - have)
            c.execute("BEGIN")
            top = c.execute("SELECT MAX(id) FROM hands").fetchone()[0]
            c.execute(
                "INSERT INTO hands SELECT id + ?1, session_id, fingerprint || ':' || (id + ?1), source, "
                "origin, hand_number, started_at, ended_at - abs(random() % ?2), variant, ante, bring_in, "
                "small_bet, big_bet, rules, button, player_count, hero_seat, deck, actions, "
                "community_unknown, showdown, pot, hero_net, player_names, awards FROM hands WHERE id <= ?3",
                (top, span, batch),
            )
            # the copies' end times are their hands' (the totals' triggers see the final rows)
            c.execute(
                "INSERT INTO hand_players SELECT hand_id + ?1, position, seat, "
                "CASE WHEN is_hero THEN name ELSE (SELECT name FROM names WHERE k = abs(random() % 40)) "
                "END, bot, is_hero, start_stack, final_stack, net, cards, unknown_mask, won, entered, "
                "raised_first, aggressor_first, saw_second, bet_second, saw_third, folded_third, showdown, "
                "won_showdown, high_half, low_half, scoop, variant, "
                "(SELECT h.ended_at FROM hands h WHERE h.id = hand_players.hand_id + ?1), session_id, flags, "
                "net_bb FROM hand_players WHERE hand_id <= ?2",
                (top, batch),
            )
            c.execute(
                "UPDATE hands SET player_names = (SELECT group_concat(name, char(10)) FROM "
                "(SELECT name FROM hand_players WHERE hand_id = hands.id ORDER BY position)) WHERE id > ?",
                (top,),
            )
            c.execute("COMMIT")
        c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        c.execute("ANALYZE")
    return time.perf_counter() - started


def timed(path: Path, query: Callable[[HandStore], object]) -> tuple[float, float]:
    """(first run on a fresh connection, median of four more), in milliseconds."""
    with HandStore.open(path) as store:
        times = []
        for _ in range(5):
            started = time.perf_counter()
            query(store)
            times.append((time.perf_counter() - started) * 1000)
    return times[0], statistics.median(times[1:])


def _names_like(text: str) -> Callable[[HandStore], object]:
    """The name search as it was before it went through the name index: the reference."""

    def query(store: HandStore) -> object:
        return store.connection.execute(
            "SELECT h.id FROM hands h WHERE h.player_names LIKE ? ORDER BY h.ended_at DESC LIMIT 100",
            (f"%{text}%",),
        ).fetchall()

    return query


def queries(path: Path, size: int) -> None:
    since = HandFilter(since=None)
    noon = datetime.now().replace(hour=12, minute=0, second=0, microsecond=0)
    last_year = HandFilter(since=noon - timedelta(days=365), until=noon)
    cases: list[tuple[str, Callable[[HandStore], object]]] = [
        ("list: first page (100), newest first", lambda s: list_hands(s, limit=100)),
        ("list: first page, variant + showdown", lambda s: list_hands(s, HandFilter("stud8", showdown=True))),
        ("list: first page, hands the hero lost", lambda s: list_hands(s, HandFilter(result=Result.LOST))),
        ("list: first page, player name 'nent 1'", lambda s: list_hands(s, HandFilter(player_text="nent 1"))),
        ("list: first page, a name no one has", lambda s: list_hands(s, HandFilter(player_text="nobody"))),
        ("list: the same, LIKE over every hand", _names_like("nobody")),
        ("list: first page, the hero's name", lambda s: list_hands(s, HandFilter(player_text="hero"))),
        ("list: count, the hero's name", lambda s: count_hands(s, HandFilter(player_text="hero"))),
        ("list: count of all hands", lambda s: count_hands(s, since)),
        ("stats: the hero, all hands", lambda s: hand_stats(s)),
        ("stats: the hero, Razz only", lambda s: hand_stats(s, HandFilter("razz"))),
        ("stats: per opponent (40 names)", lambda s: opponent_stats(s)),
        ("stats: per opponent, every row (schema 3)", lambda s: opponent_stats(s, totals=False)),
        ("stats: per opponent, one year from noon", lambda s: opponent_stats(s, last_year)),
        ("stats: per opponent, one year, every row", lambda s: opponent_stats(s, last_year, totals=False)),
        ("stats: the hero, every row (schema 3)", lambda s: hand_stats(s, totals=False)),
        ("open one hand for the replayer", lambda s: HandReplay(s.load_record(size // 2))),
    ]
    print(f"== queries at {size:,} hands ({path.stat().st_size / 1e6:,.0f} MB): first / median of 4, ms")
    for label, query in cases:
        first, median = timed(path, query)
        print(f"  {label:<42}{first:9.1f}{median:9.1f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--play", type=int, default=2000, help="hands played for the insert rate")
    parser.add_argument("--sizes", default="100000,1000000", help="store sizes for the query times")
    parser.add_argument("--dir", type=Path, help="work folder (default: a temporary one)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.dir or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        records = insert_rate(folder, args.play)
        for size in sizes:
            path = folder / f"store-{size}.sqlite3"
            seconds = fill(path, records, size)
            print(f"(filled {size:,} hands in {seconds:.0f} s)")
            queries(path, size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
