"""Build the compiled twins of the engine's busiest modules (see `studdesk/engine/_native.py`).

    .venv/bin/python scripts/build_native.py              # build (about a minute)
    .venv/bin/python scripts/build_native.py --if-stale   # only when a source changed (setup.sh)

Compiles `NATIVE_MODULES` with mypyc (it ships with mypy, a test tool) from a copy of
the sources, then checks that the compiled engine plays random hands of every variant
event for event as the plain Python one does; only then do the twins replace the old
ones, with a manifest of the sources' checksums. Needs a C compiler; without one (or
if anything fails) the engine simply stays plain Python, which is identical, slower: one
line says so, the details go to a log beside the twins, and `--if-stale` does not try the
same sources again (setup runs it every time).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import traceback
import zlib
from pathlib import Path

from studdesk.engine import _native

REPO = Path(__file__).resolve().parents[1]
SOURCES = REPO / "studdesk" / "engine"
GROUP = _native.GROUP

SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify

paths = [f"studdesk/engine/{name}.py" for name in sys.argv[1].split(",")]
setup(
    name="studdesk-native",
    ext_modules=mypycify([*paths, "--config-file", sys.argv[2]], opt_level="3", group_name="{group}",
                         target_dir=sys.argv[3]),
    script_args=["build_ext", "--build-lib", sys.argv[4], "--build-temp", sys.argv[5]],
)
""".replace("{group}", GROUP)


def build(staging: Path, work: Path) -> Path:
    """Compile a snapshot of the package into `staging`; returns the snapshot's engine folder."""
    snapshot = work / "src"
    shutil.copytree(REPO / "studdesk", snapshot / "studdesk", ignore=shutil.ignore_patterns("__pycache__"))
    config = work / "mypy.ini"
    config.write_text("[mypy]\nignore_missing_imports = True\n", encoding="utf-8")
    out, temp = work / "out", work / "temp"
    command = [
        sys.executable,
        "-c",
        SETUP,
        ",".join(_native.NATIVE_MODULES),
        str(config),
        str(work / "c"),
        str(out),
        str(temp),
    ]
    done = subprocess.run(command, cwd=snapshot, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"mypyc failed:\n{done.stdout}{done.stderr}")
    (staging / "engine").mkdir(parents=True)
    (staging / "lib").mkdir()
    for name in _native.NATIVE_MODULES:
        for built in (out / "studdesk" / "engine").glob(f"{name}.*.so"):
            shutil.copy2(built, staging / "engine" / built.name)
    for runtime in out.glob(f"{GROUP}__mypyc.*.so"):
        shutil.copy2(runtime, staging / "lib" / runtime.name)
    return snapshot / "studdesk" / "engine"


def digest_of_random_hands(hands: int) -> str:
    """A checksum of every event of `hands` random hands: the soak's hands (every variant,
    short stacks, every house rule), with every seat's view made and read along the way."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    from soak import play_one

    total = 0
    for seed in range(hands):
        hand, _ = play_one(seed)
        views = [hand.view(p.seat) for p in hand.order]
        shown = [(v.seats, v.pots, v.history, v.legal, v.street, v.to_act) for v in views]
        total = zlib.crc32(repr((hand.events, shown)).encode(), total)
    return f"{total:08x}"


def digest_in_subprocess(hands: int, staging: Path | None) -> tuple[str, bool]:
    """The random-hands checksum computed in a fresh process, with the twins in `staging` or without."""
    env = dict(os.environ, STUDDESK_NATIVE="0")
    command = [sys.executable, __file__, "--digest", str(hands)]
    if staging is not None:
        command += ["--staging", str(staging)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False, cwd=REPO)
    if done.returncode != 0:
        raise RuntimeError(f"the check of the compiled engine failed:\n{done.stderr}")
    digest, compiled = done.stdout.split()
    return digest, compiled == "compiled"


def load_staging(staging: Path) -> None:
    """Put the twins in `staging` ahead of the sources in this process (before any engine module loads)."""
    import studdesk.engine as engine

    engine.__path__.insert(0, str(staging / "engine"))
    sys.path.append(str(staging / "lib"))


def compiled_engine() -> bool:
    """Whether this process's hand module is a compiled one."""
    import studdesk.engine.hand as hand

    return bool(hand.__file__) and not str(hand.__file__).endswith(".py")


def c_compiler() -> str | None:
    """The C compiler the build would call (as setuptools picks it), if there is one."""
    configured = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    return shutil.which(configured.split()[0]) or shutil.which("cc") or shutil.which("gcc")


def _plain_python(why: str) -> int:
    """The one line a failed build prints (setup goes on: the engine is plain Python, identical)."""
    print(f"build-native: the engine runs as plain Python: {why}", file=sys.stderr)
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--if-stale", action="store_true", help="do nothing when the twins are up to date")
    parser.add_argument("--hands", type=int, default=1500, help="random hands played to check the build")
    parser.add_argument("--digest", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--staging", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.digest is not None:  # the check, run in a process of its own (tests use it too)
        if args.staging:
            load_staging(args.staging)
        print(digest_of_random_hands(args.digest), "compiled" if compiled_engine() else "python")
        return 0
    root = Path(_native.native_root())
    current = "\n".join(_native.manifest_lines(str(SOURCES))) + "\n"
    failed, log = root.parent / f"{root.name}.failed", root.parent / f"{root.name}-build.log"
    if args.if_stale and _native.fresh(str(root), str(SOURCES)):
        return 0
    if not c_compiler():
        return _plain_python("no C compiler to build the compiled engine (apt-get install gcc)")
    if args.if_stale and failed.is_file() and failed.read_text(encoding="utf-8") == current:
        # these very sources failed before: setup does not spend a minute on it at every run
        return _plain_python(
            f"the compiled engine did not build from these sources before (details in {log}; "
            "scripts/build_native.py tries again)"
        )
    staging = root.parent / f".{root.name}.new"
    try:
        root.parent.mkdir(parents=True, exist_ok=True)
        shutil.rmtree(staging, ignore_errors=True)
        with tempfile.TemporaryDirectory(prefix="studdesk-native-") as scratch:
            snapshot = build(staging, Path(scratch))
            expected, _ = digest_in_subprocess(args.hands, None)
            digest, compiled = digest_in_subprocess(args.hands, staging)
            if not compiled:
                raise RuntimeError("the compiled modules did not load")
            if digest != expected:
                raise RuntimeError(f"the compiled engine played {args.hands} random hands differently")
            lines = _native.manifest_lines(str(snapshot))
        (staging / _native.MANIFEST).write_text("\n".join(lines) + "\n", encoding="utf-8")
        shutil.rmtree(root, ignore_errors=True)
        staging.rename(root)
    except Exception as exc:  # whatever went wrong (no headers, a full disk, a bad check): plain Python
        shutil.rmtree(staging, ignore_errors=True)
        with contextlib.suppress(OSError):
            log.write_text(f"{exc}\n\n{traceback.format_exc()}", encoding="utf-8")
            failed.write_text(current, encoding="utf-8")
        summary = str(exc).split("\n", 1)[0].rstrip(":")
        if _native.fresh(str(root), str(SOURCES)):  # a rebuild asked for by hand: the twins stay
            print(
                f"build-native: {summary} (details in {log}); the compiled engine built before stays",
                file=sys.stderr,
            )
            return 1
        return _plain_python(f"{summary} (details in {log})")
    for stale in (failed, log):
        stale.unlink(missing_ok=True)
    print(f"build-native: compiled {', '.join(_native.NATIVE_MODULES)} ({args.hands} random hands checked)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
