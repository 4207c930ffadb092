"""`--record` for the headless runs: each finished hand goes to the hand store.

A `HandWriter` thread does the writing, so the table loop only queues records;
every hand of the run belongs to one session (a simulation or a tournament).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any

from studdesk.engine.hand import Hand
from studdesk.persistence.handstore import HandStoreError, SessionKind, default_path
from studdesk.persistence.handstore_record import record_from_hand
from studdesk.persistence.handstore_writer import HandWriter

__all__ = ["Recorder", "SessionKind"]


class Recorder:
    def __init__(self, writer: HandWriter, bots: Mapping[int, str]) -> None:
        self.writer = writer
        self.bots = dict(bots)

    @classmethod
    def start(
        cls, kind: SessionKind, label: str, details: Mapping[str, Any], bots: Mapping[int, str]
    ) -> Recorder:
        """Open the store (default path) in a writer thread; a store that cannot be used is a
        `ValueError` naming --record."""
        writer = HandWriter(on_notice=lambda text: print(text, file=sys.stderr))
        try:
            writer.wait_open()
        except HandStoreError as exc:
            writer.close()
            raise ValueError(f"--record: {exc}") from exc
        writer.begin_session(kind, label, details)
        return cls(writer, bots)

    def hand_over(self, hand: Hand) -> None:
        self.writer.submit(record_from_hand(hand, bots=self.bots), hand)

    def finish(self) -> str:
        """Write what is queued and close; a line saying what was recorded."""
        done = self.writer.close(timeout=None)
        w = self.writer
        text = f"recorded       {w.written} hands to {default_path()}"
        if w.duplicates or w.failed or not done:
            text += f" ({w.duplicates} already stored, {w.failed} not recorded)"
        return text
