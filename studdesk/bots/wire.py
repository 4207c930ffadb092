"""The messages between StudDesk and the process hosting a third-party bot.

Each message is a frame: 4 bytes of length (big-endian), then the body.
StudDesk sends pickled requests `(number, op, argument)`; the bot's process
answers in JSON, which StudDesk reads without running any of the bot's code:
`{"n": number, "ok": true, "kind": "raise", "amount": 40}` or
`{"n": number, "ok": false, "error": "..."}`. Answers are capped in size, so a
bot cannot make StudDesk read without end.
"""

from __future__ import annotations

import json
import os
import struct
from typing import Any

_HEADER = struct.Struct(">I")
#: the largest answer StudDesk reads from a bot's process (an answer is a few dozen bytes)
MAX_ANSWER = 64 * 1024
#: the largest request the bot's process reads (a view of a long hand is a few kilobytes)
MAX_REQUEST = 64 * 1024 * 1024

# requests
HELLO = "hello"
DECIDE = "decide"
HAND_OVER = "hand_over"
RESEED = "reseed"


class WireError(Exception):
    """The other side sent something that is not a frame of this protocol, or closed the pipe."""


def write_frame(fd: int, body: bytes) -> None:
    data = _HEADER.pack(len(body)) + body
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def read_exactly(fd: int, size: int) -> bytes:
    """`size` bytes from `fd`; WireError if the pipe closes first."""
    chunks: list[bytes] = []
    left = size
    while left:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            raise WireError("the pipe was closed")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_frame(fd: int, limit: int) -> bytes:
    """One frame's body; WireError if the pipe closes or the frame is longer than `limit`."""
    (size,) = _HEADER.unpack(read_exactly(fd, _HEADER.size))
    if size > limit:
        raise WireError(f"a message of {size:,} bytes (at most {limit:,} are read)")
    return read_exactly(fd, size)


def answer(number: int, **fields: Any) -> bytes:
    return json.dumps({"n": number, **fields}, ensure_ascii=True).encode("ascii")


def parse_answer(body: bytes) -> dict[str, Any]:
    """An answer from the bot's process; WireError when it is not one."""
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise WireError("an answer that is not JSON") from None
    if not isinstance(data, dict) or type(data.get("n")) is not int:
        raise WireError("an answer without its request number")
    return data
