"""Guards in front of the PHH reader: what a hostile or broken file cannot make it do.

`read_text_guarded` reads regular files only (a FIFO or a device would block or
never end), up to a size limit. `scan_toml` walks the text once, before
`tomllib` sees it, and rejects what would make `tomllib` use gigabytes or
recurse without end (deep nesting, keys of thousands of dotted parts, numbers
of thousands of digits); on the way it finds the top-level `[section]` headers
of a multi-hand `.phhs` file and the line each string value starts on, so line
numbers never need a second pass.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from studdesk.wording import Words
from studdesk.wording import hand_files as words

#: a .phhs of 10,000 hands is about 12 MB
MAX_FILE_BYTES = 32_000_000
#: one hand (a real one is 1-2 KB)
MAX_HAND_BYTES = 1_000_000
MAX_NESTING = 8
MAX_DOTTED_PARTS = 16
MAX_DIGITS = 30
#: how much of a bad value an error message quotes
QUOTE_CHARS = 80


class GuardError(ValueError):
    """The file breaks a guard; `line` (1-based) says where, when known. The reason is kept
    unsaid (`words`), so `str()` says it in the language installed when it is shown."""

    def __init__(self, reason: Words, line: int | None = None) -> None:
        super().__init__()
        self.words = reason
        self.line = line

    def __str__(self) -> str:
        return self.words()


def quoted(value: object, limit: int = QUOTE_CHARS) -> str:
    """`repr(value)`, cut to about `limit` characters so a huge value cannot flood a message."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[: limit - 3]}...({len(text):,} characters)"


def read_text_guarded(path: Path, limit: int = MAX_FILE_BYTES) -> str:
    """The file's text (UTF-8, a byte-order mark dropped); raises `GuardError` or `OSError`."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)  # non-blocking: opening a FIFO with no writer must not hang
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise GuardError(words.not_a_regular_file)
        if info.st_size > limit:
            size = info.st_size
            raise GuardError(lambda: words.file_too_large(size / 1e6, round(limit / 1e6)))
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise GuardError(lambda: words.file_grew(round(limit / 1e6)))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        byte = exc.start
        raise GuardError(partial(words.not_utf8, byte)) from exc
    return text.removeprefix("\ufeff")


@dataclass(slots=True)
class Section:
    """A stretch of the file: the whole file, or one `[name]` table of a `.phhs`."""

    #: the header's name (`1` for `[1]`), None for a file without sections
    name: str | None
    #: offsets of the section's body (after its header line) in the text
    start: int
    end: int
    #: 1-based line of the body's first character
    first_line: int
    #: 1-based line of each top-level key of the body
    key_lines: dict[str, int] = field(default_factory=dict)
    #: 1-based line of every string in each top-level key's value, in order
    string_lines: dict[str, list[int]] = field(default_factory=dict)


def scan_toml(text: str) -> list[Section]:
    """Check the guards and split the text at its top-level table headers.

    Returns one section (name None) for a file without headers, else one per
    header; text before the first header must be blank or comments.
    """
    return _Scanner(text).run()


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.line = 1
        self.depth = 0
        self.in_value = False
        self.dots = 0
        self.sections: list[Section] = [Section(None, 0, len(text), 1)]
        self.content_before_header = False
        #: where the key of the current top-level line starts, and the key being given a value
        self.key_start: int | None = None
        self.key = ""

    def fail(self, reason: Words) -> GuardError:
        return GuardError(reason, self.line)

    def run(self) -> list[Section]:
        text, n = self.text, len(self.text)
        while self.i < n:
            ch = text[self.i]
            if ch == "\n":
                self.line += 1
                self.i += 1
                if self.depth == 0:
                    self.in_value = False
                    self.dots = 0
                    self.key_start = None
            elif ch == "#":
                end = text.find("\n", self.i)
                self.i = n if end < 0 else end
            elif ch in "\"'":
                self._note_key_start()
                self._string(ch)
            elif ch == "[" and self.depth == 0 and not self.in_value:
                self._header()
            elif ch in "[{":
                self.depth += 1
                if self.depth > MAX_NESTING:
                    raise self.fail(partial(words.nested_too_deep, MAX_NESTING))
                self.dots = 0
                self.i += 1
            elif ch in "]}":
                self.depth = max(0, self.depth - 1)
                self.dots = 0
                self.i += 1
            elif ch in "=,":
                if ch == "=" and self.depth == 0 and not self.in_value:
                    self._key_given()
                self.dots = 0
                self.i += 1
            elif ch == ".":
                self.dots += 1
                if self.dots >= MAX_DOTTED_PARTS:
                    raise self.fail(partial(words.key_too_long, MAX_DOTTED_PARTS))
                self.i += 1
            elif ch.isdigit():
                self._note_key_start()
                start = self.i
                while self.i < n and (text[self.i].isdigit() or text[self.i] == "_"):
                    self.i += 1
                if self.i - start > MAX_DIGITS:
                    digits = self.i - start
                    raise self.fail(partial(words.number_too_long, digits, MAX_DIGITS))
            else:
                if not ch.isspace():
                    self._note_key_start()
                    self._mark_content()
                self.i += 1
        self.sections[-1].end = n
        if len(self.sections) > 1:
            self.sections.pop(0)  # the part before the first header
        return self.sections

    def _note_key_start(self) -> None:
        if self.depth == 0 and not self.in_value and self.key_start is None:
            self.key_start = self.i

    def _key_given(self) -> None:
        self.in_value = True
        self._mark_content()
        start = self.i if self.key_start is None else self.key_start
        self.key = self.text[start : self.i].strip().strip("\"'")
        self.sections[-1].key_lines.setdefault(self.key, self.line)

    def _mark_content(self) -> None:
        if len(self.sections) == 1 and self.sections[0].name is None:
            self.content_before_header = True

    def _string(self, quote: str) -> None:
        text, start_line = self.text, self.line
        if self.in_value:
            self.sections[-1].string_lines.setdefault(self.key, []).append(start_line)
        self._mark_content()
        triple = text.startswith(quote * 3, self.i)
        self.i += 3 if triple else 1
        while True:
            if self.i >= len(text):
                raise GuardError(words.string_not_closed, start_line)
            ch = text[self.i]
            if ch == "\\" and quote == '"':
                self.i += 2
                continue
            if ch == "\n":
                if not triple:
                    return  # tomllib reports the unclosed string with its line
                self.line += 1
            elif ch == quote and (not triple or text.startswith(quote * 3, self.i)):
                self.i += 3 if triple else 1
                if triple:  # up to two more quotes may close a multi-line string
                    while self.i < len(text) and text[self.i] == quote:
                        self.i += 1
                return
            self.i += 1

    def _header(self) -> None:
        """A `[name]` table header at the top level: a new hand of a .phhs file."""
        text = self.text
        end = text.find("\n", self.i)
        end = len(text) if end < 0 else end
        raw = text[self.i : end].split("#", 1)[0].strip()
        if raw.startswith("[[") or not raw.endswith("]"):
            said = quoted(raw)
            raise self.fail(partial(words.not_a_section_header, said))
        name = raw[1:-1].strip().strip("\"'")
        if not name or "." in raw[1:-1] or len(name) > 64:
            said = quoted(raw)
            raise self.fail(partial(words.not_a_section_header, said))
        if self.content_before_header and len(self.sections) == 1:
            raise self.fail(words.fields_before_first_section)
        self.sections[-1].end = self.i
        self.i = end
        self.sections.append(Section(name, end, len(text), self.line))
