"""The play layer: playing a game of StudDesk, with no Qt, between the engine and the screens.

What a game is (a practice table, a sit-and-go: `games`, `practice`,
`tournament`), the runner that plays it a command at a time and says what
happened (`runner`), and the frozen messages the screens and the engine thread
exchange (`messages`, `status`). The desktop app runs the runner in its engine
thread; `studdesk-sim sng` plays the same tournament game headless.
"""
