"""Practice aids without Qt: what a strong stud player sees and thinks, as data.

Functions take the hero's censored `PlayerView` (or explicit cards) and return frozen
dataclasses; `wording` turns them into sentences. Layering: `play > analysis > bots |
persistence > engine` (import-linter checks it); nothing here imports PySide6.
"""
