"""The rules engine: cards, evaluators, variants, betting, the hand state machine, tables, tournaments.

Pure Python, the bottom layer: it imports nothing else of StudDesk and knows
no screen. A hand takes commands (`actions.Act`) and returns frozen events
(`events`); a seat sees only its `views.PlayerView` (R2.5). `table` carries
stacks between hands, `logged_table` plays hands from a command log, on which
`session` (practice tables) and `tournament` (sit-and-gos) are built. Rules
are named where they are implemented (docs/rules.md).
"""

from studdesk.engine import _native

# compiled twins of the busiest modules, when built from these sources (see `_native`)
_native.activate(__path__)
