"""`python -m studdesk` starts the desktop app."""

from studdesk.app.main import main

raise SystemExit(main())
