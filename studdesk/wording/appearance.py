"""What the window says about its own looks.

>>> text_size_now(120)
'Text size 120 %'
"""

from __future__ import annotations

from studdesk.wording import translate


def text_size_now(percent: int) -> str:
    """The status bar after View ▸ Bigger text or Smaller text."""
    return translate("Appearance", "Text size {percent} %").format(percent=percent)
