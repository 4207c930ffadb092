"""`studdesk-sim`: StudDesk without a window (simulations, sit-and-gos between bots, replays, matches).

The top layer beside the desktop app: it may use everything below it, and
plays tournaments through the same play layer as the app.
"""
