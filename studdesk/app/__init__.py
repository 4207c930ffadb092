"""The desktop app: the composition root and the Qt glue between the screens and the play layer.

`main` builds everything; `worker` runs the play layer's runner in the engine
thread (one command slot, one reply signal); `pacer` owns that thread and the
phase machine and paces the table; `flow` decides which game is played, with
what settings, and opens the dialogs around it.

Importing this package imports Qt without PySide6's import hook (`plain_imports`),
so that every module the app imports after Qt loads at Python's own speed.
"""

from studdesk.app.plain_imports import restore_plain_import

restore_plain_import()
