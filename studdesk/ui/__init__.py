"""StudDesk."""
