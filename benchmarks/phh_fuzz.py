"""PHH fuzz: thousands of broken hand histories, and the hand-made hostile ones of issue 13.

    .venv/bin/python benchmarks/phh_fuzz.py [--files 4000] [--seed 1] [--workers 2]

Hand histories written by the engine (every variant, 2 to 8 players, random
bots and stacks) are broken in 1 to 3 ways each: bytes flipped, cut short,
lines deleted, doubled or swapped, numbers made huge, negative or fractional,
actions garbled, keys removed or repeated, deep nesting, long dotted keys,
megabyte strings, invalid UTF-8, a byte-order mark, CRLF line ends. Each file
is read and replayed the way `studdesk-sim replay` does it (`read_phh_file`,
`parse_hand`, `replay`) in a worker limited to 2 GB of memory, 10 s of CPU and
60 s of wall-clock time per file. An outcome other than "replayed" or a `PhhError` (with its message of
at most ~200 characters per quoted value) is a failure: any other exception
(a traceback), a hang, running out of memory.

Then the hostile files of the issue, one at a time, with the time and peak
memory each takes: a 200 KB file holding one 20,000-part dotted key (and
100,000 parts), arrays nested 100,000 deep, a player number and an amount of
5,000 digits, 200,000 actions, a 1 MB name, a FIFO.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import resource
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

from studdesk.bots.play import play_out
from studdesk.bots.registry import make_bot
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.phh import PhhError, hand_to_phh, replay
from studdesk.persistence.phh_read import parse_hand, read_phh_file

MEMORY_LIMIT = 2 * 1024**3
#: CPU seconds a file may take (the machine is shared: wall-clock time alone would blame the load)
SECONDS_PER_FILE = 10
#: wall-clock seconds after which a file counts as hung whatever the CPU did (a FIFO, a sleep)
WALL_SECONDS_PER_FILE = 60
#: a message quoting more than this of a bad value is too long for one line
LONGEST_MESSAGE = 2_000


# ------------------------------------------------------------------ making files


def engine_hands(count: int, rng: random.Random) -> list[str]:
    texts = []
    for number in range(1, count + 1):
        variant = rng.choice(list(VARIANTS.values()))
        players = rng.randint(2, min(8, variant.max_players))
        config = GameConfig(variant, Structure(rng.choice([0, 1, 2]), 5, 20, 40))
        seats = [PlayerSeat(s, f"p{s}", rng.choice([30, 200, 1000])) for s in range(players)]
        hand = Hand(config, seats, rng.randrange(players), Deck(rng), number)
        hand.start()
        play_out(hand, {s: make_bot("random", rng.randrange(10**6)) for s in range(players)})
        texts.append(hand_to_phh(hand))
    return texts


def _lines(text: str) -> list[str]:
    return text.split("\n")


def flip_bytes(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 20)):
        out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def mutate(text: str, rng: random.Random) -> bytes:  # one branch per kind of damage
    for _ in range(rng.randint(1, 3)):
        lines = _lines(text)
        kind = rng.randrange(16)
        i = rng.randrange(len(lines))
        if kind == 0:
            text = text[: rng.randrange(len(text))]
        elif kind == 1:
            del lines[i]
            text = "\n".join(lines)
        elif kind == 2:
            lines.insert(i, lines[rng.randrange(len(lines))])
            text = "\n".join(lines)
        elif kind == 3:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif kind == 4:
            digits = [k for k, c in enumerate(text) if c.isdigit()]
            if digits:
                k = rng.choice(digits)
                text = (
                    text[:k]
                    + rng.choice(["9" * 5000, "-7", "0", "1.5", "1e300", "nan", "inf"])
                    + text[k + 1 :]
                )
        elif kind == 5:
            junk = rng.choice(
                ['"p1 cbr 999999"', '"d dh p9 AsAs"', '"p1 xx"', '"d db"', '"p0 f"', "42", '""']
            )
            text = (
                text.replace('"p', f'{junk}, "p', 1) if rng.random() < 0.5 else text + f"actions = [{junk}]\n"
            )
        elif kind == 6:
            key = rng.choice(
                ["variant", "antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "actions"]
            )
            text = "\n".join(line for line in lines if not line.startswith(f"{key} ="))
        elif kind == 7:
            text += "\n" + rng.choice(lines)
        elif kind == 8:
            depth = rng.choice([50, 1000, 100_000])
            text += f"\nnest = {'[' * depth}{']' * depth}\n"
        elif kind == 9:
            parts = rng.choice([100, 20_000])
            text += "\n" + ".".join(f"k{n}" for n in range(parts)) + " = 1\n"
        elif kind == 10:
            text = text.replace('players = ["', f'players = ["{"x" * rng.choice([1000, 1_000_000])}', 1)
        elif kind == 11:
            return flip_bytes(text.encode("utf-8"), rng)
        elif kind == 12:
            return b"\xef\xbb\xbf" + text.encode("utf-8")
        elif kind == 13:
            text = text.replace("\n", "\r\n")
        elif kind == 14:
            text = text.replace("F7S", rng.choice(["FR", "F5S", "NT", "F7S/8", ""]), 1)
        else:
            lines.insert(i, rng.choice(["[", "]]", "x = ", "= 1", '"unterminated', "a = 1 = 2", "[[x]]"]))
            text = "\n".join(lines)
    return text.encode("utf-8", "surrogatepass")


# ------------------------------------------------------------------ reading them


def _limit_worker() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


class _TooLongError(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise _TooLongError


def read_and_replay(path: str) -> tuple[str, str, float]:
    """(outcome, detail, CPU seconds): 'replayed', 'refused' (PhhError) or a failure."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(WALL_SECONDS_PER_FILE)
    started = time.process_time()
    try:
        for hand in read_phh_file(Path(path)):
            replay(parse_hand(hand))
        outcome, detail = "replayed", ""
    except PhhError as exc:
        message = str(exc)
        if len(message) > LONGEST_MESSAGE or "\n" in message.strip():
            outcome, detail = "FAILED: message too long", f"{len(message):,} characters"
        else:
            outcome, detail = "refused", message[:120]
    except _TooLongError:
        outcome, detail = "FAILED: hang", f"over {WALL_SECONDS_PER_FILE} s"
    except MemoryError:
        outcome, detail = "FAILED: out of memory", ""
    except BaseException:  # any other exception would be a traceback for the user
        outcome, detail = "FAILED: traceback", traceback.format_exc(limit=-3)
    finally:
        signal.alarm(0)
    seconds = time.process_time() - started
    if seconds > SECONDS_PER_FILE and not outcome.startswith("FAILED"):
        outcome, detail = "FAILED: too slow", f"{seconds:.1f} s of CPU"
    return outcome, detail, seconds


def hostile_files(folder: Path) -> dict[str, Path]:
    def write(name: str, text: str) -> Path:
        path = folder / name
        path.write_text(text, encoding="utf-8")
        return path

    base = engine_hands(1, random.Random(3))[0]
    files = {
        "200 KB, one 20,000-part dotted key": write(
            "dotted20k.phh", base + ".".join(["kk"] * 20_000) + " = 1\n"
        ),
        "one 100,000-part dotted key": write("dotted100k.phh", base + ".".join(["kk"] * 100_000) + " = 1\n"),
        "arrays nested 100,000 deep": write(
            "nested.phh", base + "x = " + "[" * 100_000 + "]" * 100_000 + "\n"
        ),
        "a player number of 5,000 digits": write(
            "player-digits.phh", base.replace('"p1 ', f'"p{"9" * 5000} ', 1)
        ),
        "an amount of 5,000 digits": write(
            "amount-digits.phh", base.replace("bring_in = 5", "bring_in = " + "9" * 5000)
        ),
        "200,000 actions": write(
            "actions.phh",
            base.replace("actions = [", "actions = [\n" + '  "p1 cc",\n' * 200_000, 1),
        ),
        "a 1 MB name": write("name.phh", base.replace('players = ["', 'players = ["' + "n" * 1_000_000, 1)),
    }
    fifo = folder / "fifo.phh"
    os.mkfifo(fifo)
    files["a FIFO"] = fifo
    return files


def peak_memory_of(path: Path) -> tuple[str, str, float, float]:
    """Read one file in a fresh process: outcome, detail, seconds, peak memory in MB."""
    with multiprocessing.get_context("spawn").Pool(1, initializer=_limit_worker) as pool:
        result: tuple[str, str, float, float] = pool.apply(_read_with_peak, (str(path),))
    return result


def _read_with_peak(path: str) -> tuple[str, str, float, float]:
    outcome, detail, seconds = read_and_replay(path)
    return outcome, detail, seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--keep", type=Path, help="write the files here and keep them (to look at a failure)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="studdesk-fuzz-") as tmp:
        folder = Path(tmp)
        if args.keep is not None:
            folder = args.keep
            folder.mkdir(parents=True, exist_ok=True)
        bases = engine_hands(200, rng)
        paths = []
        for number in range(args.files):
            path = folder / f"fuzz-{number:05d}.{'phhs' if number % 10 == 0 else 'phh'}"
            base = rng.choice(bases)
            if path.suffix == ".phhs":  # multi-hand files: a few hands in [n] sections
                base = "".join(f"[{k}]\n{rng.choice(bases)}\n" for k in range(1, rng.randint(2, 4)))
            path.write_bytes(mutate(base, rng))
            paths.append(str(path))
        started = time.perf_counter()
        with multiprocessing.get_context("spawn").Pool(args.workers, initializer=_limit_worker) as pool:
            results = pool.map(read_and_replay, paths, chunksize=20)
        seconds = time.perf_counter() - started
        outcomes = Counter(outcome for outcome, _, _ in results)
        slowest = max(results, key=lambda r: r[2])
        print(f"{args.files} fuzzed files in {seconds:.1f} s on {args.workers} workers")
        for outcome, count in sorted(outcomes.items()):
            print(f"  {outcome:<28}{count:>6}")
        print(f"  slowest file: {slowest[2]:.2f} s of CPU ({slowest[0]})")
        for name, (outcome, detail, _) in zip(paths, results, strict=True):
            if outcome.startswith("FAILED"):
                failures.append(f"{Path(name).name}: {outcome} {detail.strip()}")

        print("\nhostile files (each in a fresh process)")
        print(f"  {'file':<38}{'outcome':<12}{'CPU s':>9}{'peak MB':>9}  message")
        for label, path in hostile_files(folder).items():
            outcome, detail, took, peak = peak_memory_of(path)
            print(f"  {label:<38}{outcome:<12}{took:>9.2f}{peak:>9.0f}  {detail[:70]}")
            if outcome.startswith("FAILED"):
                failures.append(f"{label}: {outcome} {detail.strip()}")
    for failure in failures[:30]:
        print(f"FAILED {failure}")
    if len(failures) > 30:
        print(f"... and {len(failures) - 30} more failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
