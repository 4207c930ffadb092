"""A real full disk and a real read-only folder for `studdesk-sim` (needs root: it mounts a tmpfs).

    sudo .venv/bin/python benchmarks/full_disk.py

The tests inject the errors (ENOSPC, EACCES) at the write; this script makes
them happen for real. A tmpfs of 256 KB is mounted, then:

1. `studdesk-sim sng --save-dir` on it plays 5 hands and stops (the save is
   there); a filler file takes all the space left; `--resume` must end with
   one line naming the folder and "No space left on device", exit status 1,
   the save from before unchanged and no temporary file left behind. Then
   the same with room left to start but not to write the next save: the line
   names the save.
2. `studdesk-sim --phh-dir` on the full disk: one line, exit status 1, no
   empty or cut-short hand history.
3. The tmpfs remounted read-only: `--resume` says the folder cannot be written
   to (exit status 1) before playing a hand, and the save is unchanged.

Prints what each command printed on stderr and whether each check held.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

GAME = ["--variant", "razz", "--entrants", "4", "--speed", "turbo", "--seed", "3"]


def sim(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "studdesk.cli.sim", *args], capture_output=True, text=True)


def report(what: str, done: subprocess.CompletedProcess[str], checks: dict[str, bool]) -> bool:
    print(f"\n{what}\n  exit {done.returncode}; stderr: {done.stderr.strip()!r}")
    for check, held in checks.items():
        print(f"  {'ok  ' if held else 'FAIL'} {check}")
    return all(checks.values())


def fill(folder: Path, leave: int = 0) -> None:
    """Take the bytes the file system has left, but `leave` (rounded to its blocks)."""
    (folder / "filler").unlink(missing_ok=True)
    info = os.statvfs(folder)
    target = max(info.f_bavail * info.f_frsize - leave, 0)
    try:
        with open(folder / "filler", "wb", buffering=0) as handle:
            while target > 0 or not leave:
                handle.write(b"\0" * 4096)
                target -= 4096
    except OSError:  # the disk is full: that was the point
        pass


def main() -> int:
    argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    ).parse_args()  # no options: --help says what the script does, before it mounts anything
    if os.geteuid() != 0:
        print("needs root, to mount a small tmpfs; the tests inject the same errors instead")
        return 0
    mount = Path(tempfile.mkdtemp(prefix="studdesk-tmpfs-"))
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)]).returncode:
        print("this machine does not let us mount a tmpfs; the tests inject the same errors instead")
        return 0
    good = True
    try:
        saves = mount / "saves"
        first = sim("sng", *GAME, "--save-dir", str(saves), "--stop-after", "5")
        save = saves / "sng.studsave"
        before = save.read_bytes()
        fill(mount)
        resumed = sim("sng", "--save-dir", str(saves), "--resume")
        good &= report(
            "sng --resume on a full disk (found before the first hand)",
            resumed,
            {
                "the first run saved 5 hands": first.returncode == 0 and save.exists(),
                "exit status 1": resumed.returncode == 1,
                "one line naming the folder and the problem": resumed.stderr.count("\n") == 1
                and str(saves) in resumed.stderr
                and "No space left on device" in resumed.stderr,
                "the save from before is unchanged": save.read_bytes() == before,
                "no temporary file left": not list(saves.glob(".*.tmp")),
            },
        )
        fill(mount, leave=len(before) // 2)  # room to start, not to write the next save
        resumed = sim("sng", "--save-dir", str(saves), "--resume")
        good &= report(
            "sng --resume on a disk that fills up during the game",
            resumed,
            {
                "exit status 1": resumed.returncode == 1,
                "one line naming the save and the problem": resumed.stderr.count("\n") == 1
                and str(save) in resumed.stderr
                and "No space left on device" in resumed.stderr,
                "the save from before is unchanged": save.read_bytes() == before,
                "no temporary file left": not list(saves.glob(".*.tmp")),
            },
        )
        fill(mount)
        hands = mount / "hands"
        hands.mkdir()
        phh = sim("--hands", "50", "--phh-dir", str(hands))
        written = list(hands.glob("*.phh"))
        good &= report(
            "--phh-dir on a full disk",
            phh,
            {
                "exit status 1": phh.returncode == 1,
                "one line": phh.stderr.count("\n") == 1 and "No space left on device" in phh.stderr,
                "no empty or cut-short hand history": all(p.stat().st_size > 100 for p in written),
                "no temporary file left": not list(hands.glob(".*.tmp")),
            },
        )
        (mount / "filler").unlink()
        subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
        read_only = sim("sng", "--save-dir", str(saves), "--resume")
        good &= report(
            "sng --resume in a read-only folder",
            read_only,
            {
                "exit status 1": read_only.returncode == 1,
                "one line naming the folder": read_only.stderr.count("\n") == 1
                and "Read-only file system" in read_only.stderr
                and str(saves) in read_only.stderr,
                "the save is unchanged": save.read_bytes() == before,
            },
        )
    finally:
        subprocess.run(["umount", str(mount)])
        mount.rmdir()
    return 0 if good else 1


if __name__ == "__main__":
    raise SystemExit(main())
