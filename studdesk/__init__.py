"""StudDesk: offline stud poker practice against bots."""

__version__ = "0.1.0"
