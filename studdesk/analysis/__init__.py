"""Practice aids without Qt: what a strong stud player sees and thinks, as data.

Every function takes the hero's censored `PlayerView` (or explicit cards) and returns
frozen dataclasses; `describe` hands their facts to `studdesk.wording` (`wording.odds`,
`wording.coach`, `wording.drills`, `wording.calculator`), where every sentence is.
Nothing here imports PySide6 or touches a mutable `Hand`.
Layering (import-linter): `play > analysis > bots | persistence > engine`.

For the screens (run the heavier ones off the GUI thread):

* `calculator`: `parse_query(variant_key, hand_texts, dead_text)` or `make_query(variant,
  hands, dead)` -> `EquityQuery` (raises `CalculatorError` whose `.problem` says what is
  wrong and for which player: show `describe.problem_text(problem)` next to that field);
  `calculate(query, samples, exact, seed, target_error)` -> `EquityResult` (exact, deals,
  community_card, players: `PlayerEquity` with equity, high, low, scoop, makes_low, error);
  `completions(query)` to tell "exact" or "Monte Carlo" before computing.
* `odds`: `live_odds(view, seed)` -> `LiveOdds | None` (equity, Hi/Lo parts, scoop,
  makes_low, error; None when the hero is out); `pot_odds(view)` -> `PotOdds | None`.
* `outs`: `hero_draws(view)` -> `Draw`s (kind, needed, ranks/suit, live/folded/elsewhere
  cards, possible); `find_draws(...)` for explicit cards.
* `seen`: `seen_cards(view)` -> `SeenCards` (entries with place, seat, folded; by_suit,
  by_rank, folded, count) for the dead-card tracker and dimmed folded cards.
* `boards`: `read_board(view, seat)` / `read_boards(view)` -> `BoardReading` (threats).
* `advice`: `Advisor(seed).advise(view)` -> `Advice | None` (the Hard bot's action and
  reason); `ReviewBuilder.record(view, act, advice)` before applying each hero action,
  `build()` -> `HandReview` (differences; `to_json()` / `HandReview.from_json()`).
* `rulehelp`: `bring_in_reason`, `opener_reason`, `open_pair_rule`, `low_chances`.
* `memory_drill`: `memory_questions(view, seed)` -> `Question`s with answers;
  `score(questions, [(answer, seconds), ...])` -> `DrillResult` (`to_json()` to keep).
* `third_street`: `ThirdStreetTrainer(TrainerConfig(...))`: `situation(n)` ->
  `Situation` (cards, doors, action so far, picks), `judge(situation, pick)` ->
  `Feedback`; `TrainerScore().add(feedback)` for the running score.
"""
