"""`python -m studdesk` starts the desktop app (a frozen build also runs the coach's and the bots'
processes so: `app.coach_process.FROZEN_FLAG`, `bots.hosted.FROZEN_FLAG`, not imported here)."""

import sys

if sys.argv[1:2] == ["--coach-host"]:
    from studdesk.app.coach_host import main as coach_host

    coach_host()
elif sys.argv[1:2] == ["--bot-host"]:
    from studdesk.bots.builtin_host import main as bot_host

    bot_host()
else:
    from studdesk.app.main import run

    raise SystemExit(run())
