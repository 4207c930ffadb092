"""The drills in words: the up-card memory drill and the third-street trainer.

>>> question_text("folded of suit", suit=Suit.SPADES)
'How many spades were folded?'
>>> drill_result_text(3, 4, 0.75, 2.5)
'3 of 4 right (75 %), 2.5 s a question'
"""

from __future__ import annotations

from studdesk.engine.cards import Card, Rank, Suit
from studdesk.wording import translate
from studdesk.wording.hands import card_text, rank_plural
from studdesk.wording.odds import pct, suits_word

# ----------------------------------------------------------------------------- the memory drill


def question_text(
    kind: str, suit: Suit | None = None, rank: Rank | None = None, card: Card | None = None
) -> str:
    """A question by its `QuestionKind` value: 'How many spades were folded?', 'Is the 9♥ live?'."""
    if kind == "folded of suit" and suit is not None:
        return translate("Drill", "How many {suit} were folded?").format(suit=suits_word(suit))
    if kind == "folded of rank" and rank is not None:
        return translate("Drill", "How many {ranks} were folded?").format(ranks=rank_plural(int(rank)))
    if kind == "card live" and card is not None:
        return translate("Drill", "Is the {card} live?").format(card=card_text(card))
    raise ValueError(f"no words for the question {kind!r}")


def answer_text(value: int | bool) -> str:
    if isinstance(value, bool):
        return translate("Drill", "yes") if value else translate("Drill", "no")
    return str(value)


def drill_result_text(correct: int, asked: int, accuracy: float, seconds: float) -> str:
    return translate("Drill", "{correct} of {asked} right ({accuracy}), {seconds} s a question").format(
        correct=correct, asked=asked, accuracy=pct(accuracy), seconds=f"{seconds:.1f}"
    )


def drill_title() -> str:
    return translate("Drill", "Up-card memory drill")


def drill_intro(folded: int) -> str:
    """What the drill is about, before the first question."""
    return translate(
        "Drill",
        "{n} up card(s) folded this hand and hidden now. What do you remember?",
        None,
        folded,
    ).format(n=folded)


def question_number(number: int, total: int) -> str:
    return translate("Drill", "Question {number} of {total}").format(number=number, total=total)


def right_answer() -> str:
    return translate("Drill", "Right.")


def wrong_answer(answer: str) -> str:
    return translate("Drill", "Not quite: the answer is {answer}.").format(answer=answer)


def not_a_count(text: str) -> str:
    return translate("Drill", "“{text}” is not a number of cards: type 0 to 12.").format(text=text)


def no_results_yet() -> str:
    return translate("Drill", "No drill taken yet: switch the memory drill on in Settings ▸ Practice aids.")


def results_summary(drills: int, accuracy: float, seconds: float) -> str:
    """All drills taken: 'Over 12 drills: 78 % right, 3.1 s a question'."""
    template = translate("Drill", "Over {n} drill(s): {accuracy} right, {seconds} s a question", None, drills)
    return template.format(n=drills, accuracy=pct(accuracy), seconds=f"{seconds:.1f}")


def results_row(when: str, correct: int, asked: int, seconds: float) -> str:
    return translate("Drill", "{when}: {correct} of {asked} right, {seconds} s a question").format(
        when=when, correct=correct, asked=asked, seconds=f"{seconds:.1f}"
    )


def results_not_written(path: str, why: object) -> str:
    """`why`: a `wording.system.FileProblem` (the disk is full...)."""
    return translate("Drill", "{path} cannot be written: {why}").format(path=path, why=why)


def results_not_kept(reason: str) -> str:
    return translate("Drill", "The drill's result could not be kept: {reason}").format(reason=reason)


def results_unreadable(lines: int) -> str:
    return translate("Drill", "{n} damaged line(s) in the drill results skipped.", None, lines).format(
        n=lines
    )


# ----------------------------------------------------------------------------- the third-street trainer


def pick_text(pick: str) -> str:
    """A trainer answer by its `Pick` value."""
    words = {
        "fold": lambda: translate("Trainer", "fold"),
        "call": lambda: translate("Trainer", "call"),
        "complete": lambda: translate("Trainer", "complete"),
        "raise": lambda: translate("Trainer", "raise"),
    }
    return words[pick]()


def feedback_lines(
    correct: bool,
    advised: str,
    reason: str,
    tier_label: str,
    tier_score: float,
    opponents_in: int,
    equity: float,
    price: str | None,
) -> list[str]:
    """The trainer's verdict, the tier, the simulation and the price."""
    if correct:
        verdict = translate("Trainer", "Right: {reason}").format(reason=reason)
    else:
        verdict = translate("Trainer", "The advisor would {pick}: {reason}").format(
            pick=pick_text(advised), reason=reason
        )
    lines = [
        verdict,
        translate("Trainer", "Hand: {tier} (strength {score} of 1)").format(
            tier=tier_label, score=f"{tier_score:.2f}"
        ),
    ]
    sim = translate(
        "Trainer",
        "Played to the showdown against the {n} player(s) still in: {share} of the pot",
        None,
        opponents_in,
    )
    lines.append(sim.format(n=opponents_in, share=pct(equity)))
    if price is not None:
        lines.append(price[:1].upper() + price[1:])
    return lines


def score_text(correct: int, answered: int, accuracy: float, streak: int, best: int) -> str:
    return translate(
        "Trainer", "Score: {correct} of {answered} ({accuracy}), streak {streak}, best {best}"
    ).format(correct=correct, answered=answered, accuracy=pct(accuracy), streak=streak, best=best)


def trainer_title() -> str:
    return translate("Trainer", "Third-street trainer")


def opponents_style(key: str) -> str:
    """The trainer's choice of opponents (`play.tools.TRAINER_STYLES`), for its list."""
    names = {
        "mixed": translate("Trainer", "A mixed table"),
        "rock": translate("Trainer", "Rocks (tight, cautious)"),
        "solid": translate("Trainer", "Solid players"),
        "calling-station": translate("Trainer", "Calling stations (loose, passive)"),
        "maniac": translate("Trainer", "Maniacs (loose, aggressive)"),
        "fish": translate("Trainer", "Fish (ignore the dead cards)"),
    }
    if key not in names:
        raise ValueError(f"no words for the opponents' style {key!r}")
    return names[key]


def situation_title(number: int, game: str) -> str:
    return translate("Trainer", "Situation {number} · {game}").format(number=number, game=game)


def your_cards(cards: str) -> str:
    return translate("Trainer", "Your cards: {cards}").format(cards=cards)


def door_line(name: str, card: str, action: str) -> str:
    """One opponent: its door card and what it did so far ('Ada (K♠): Completes to 30')."""
    if not action:
        return translate("Trainer", "{name} ({card}): yet to act").format(name=name, card=card)
    return translate("Trainer", "{name} ({card}): {action}").format(name=name, card=card, action=action)


def dealing() -> str:
    return translate("Trainer", "Dealing a situation…")


def judging() -> str:
    return translate("Trainer", "Simulating the hand…")


def trainer_failed(reason: str) -> str:
    return translate("Trainer", "The trainer could not go on: {reason}").format(reason=reason)
