"""What StudDesk keeps on disk: settings, saved games, finished tournaments, hand histories (PHH).

`paths` is the only module that knows where (appdirs); every store takes its
directory as an argument. Writes are atomic, and a damaged file is moved
aside and reported in plain words. Pure Python, above the engine.
"""

from studdesk.persistence.no_pydantic_plugins import leave_out

leave_out()  # before any model is built (see that module)
