"""The desktop table: Qt widgets and the graphics scene (no engine state, no bots)."""
