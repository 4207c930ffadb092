"""`python -m studdesk` starts the desktop app."""

from studdesk.app.main import run

raise SystemExit(run())
