"""The desktop app: the composition root and the Qt glue between the screens and the play layer.

`main` builds everything; `worker` runs the play layer's runner in the engine
thread (one command slot, one reply signal); `pacer` owns that thread and the
phase machine and paces the table; `flow` decides which game is played, with
what settings, and opens the dialogs around it.

Importing this package imports nothing: the coach's process (`coach_host`, started as
`python -m studdesk.app.coach_host`) runs this package's code without Qt, which it loads
only for a translation (issue 10: Qt's import was a fifth of that process's start-up). The
composition root (`main`) loads Qt first, without PySide6's import hook (`plain_imports`),
so that every module the app imports after Qt loads at Python's own speed.
"""
