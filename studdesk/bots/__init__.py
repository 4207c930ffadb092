"""The bots: a censored view in, one of the offered actions out (protocol in `base`).

Built-in bots (`simple`, `strategy` with its styles and levels), the stud
knowledge they use (`handread`, `reading`, `opponents`, `equity`), the
registry of bot names and third-party bots, and headless play between bots
(`play`, `roster`, `match`). Pure Python, above the engine; no screen.
"""
