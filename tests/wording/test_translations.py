"""Every shipped language translates every string of the program, completely and currently.

When one of these fails after you added or changed a string: run
`.venv/bin/python scripts/translations.py`, translate the new entries of
`translations/studdesk_ru.ts` and `studdesk_bg.ts` (Qt Linguist,
`.venv/bin/pyside6-linguist`, or by hand: fill the <translation> and drop
type="unfinished"), then run the script again to rebuild the .qm files.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .helpers import translations_script

script = translations_script()
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
ACCELERATOR = re.compile(r"(?<!&)&(?!&)")


@pytest.fixture(scope="module")
def messages() -> list:  # type: ignore[type-arg]
    return script.extract()


def test_every_string_is_translated_into_every_shipped_language_and_the_qm_files_are_built(
    messages: list,  # type: ignore[type-arg]
) -> None:
    assert len(messages) > 400
    assert script.problems(messages) == []


@pytest.mark.parametrize("language", sorted(script.LANGUAGES))
def test_translations_keep_every_placeholder_accelerator_and_plural_form(
    language: str,
    messages: list,  # type: ignore[type-arg]
) -> None:
    known = script.read_ts(script.ts_path(language))
    bad = []
    for message in messages:
        translation = known[message.key]
        wanted = script.LANGUAGES[language] if message.numerus else 1
        if len(translation.forms) != wanted:
            bad.append(f"{message.key}: {len(translation.forms)} forms, {wanted} wanted")
        for form in translation.forms:
            if set(PLACEHOLDER.findall(form)) != set(PLACEHOLDER.findall(message.key.source)):
                bad.append(f"{message.key}: placeholders differ in {form!r}")
            if len(ACCELERATOR.findall(form)) != len(ACCELERATOR.findall(message.key.source)):
                bad.append(f"{message.key}: keyboard accelerator (&) differs in {form!r}")
    assert bad == []


def test_a_string_not_in_the_ts_files_is_reported(messages: list) -> None:  # type: ignore[type-arg]
    new = script.Message(script.Key("Table", "A sentence nobody translated yet", ""), numerus=False)
    found = script.problems([*messages, new])
    assert any("A sentence nobody translated yet" in line for line in found)
    assert sum("studdesk_ru.ts" in line for line in found) == 1


def test_an_unfinished_translation_is_reported(tmp_path: Path, messages: list) -> None:  # type: ignore[type-arg]
    key = messages[0].key
    known = script.read_ts(script.ts_path("ru"))
    known[key] = script.Translation(known[key].forms, finished=False)
    text = script.render_ts("ru", messages, known)
    assert 'type="unfinished"' in text
    (tmp_path / "x.ts").write_text(text, encoding="utf-8")
    assert not script.read_ts(tmp_path / "x.ts")[key].finished


def test_a_template_built_at_run_time_cannot_be_extracted(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "bad.py").write_text(
        'from studdesk.wording import translate\nx = translate("Ctx", "a " + word)\n', encoding="utf-8"
    )
    with pytest.raises(script.ExtractionError, match=r"pkg/bad.py:2"):
        script.extract(package)


def test_a_count_makes_a_plural_message(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "counts.py").write_text(
        "from studdesk.wording import translate\n"
        'a = translate("Ctx", "{n} chip(s)", None, n)\n'
        'b = translate("Ctx", "{n} hand(s)", n=n)\n'
        'c = translate("Ctx", "Fold", "button")\n',
        encoding="utf-8",
    )
    found = {m.key.source: m for m in script.extract(package)}
    assert found["{n} chip(s)"].numerus and found["{n} hand(s)"].numerus
    assert not found["Fold"].numerus and found["Fold"].key.comment == "button"


#: a stud player's one word for a card seen and gone (folded, or shown) in each language: the aids
#: panel's "Dead cards", the calculator's field and its errors must not call it two things
DEAD_CARD_WORDS = {"ru": ("мёртв", "мертв"), "bg": ("мъртв",)}
OTHER_DEAD_CARD_WORDS = {"ru": ("вышедш",), "bg": ("излезлите карти",)}


@pytest.mark.parametrize("language", sorted(script.LANGUAGES))
def test_dead_cards_have_one_name_in_each_language(language: str) -> None:
    known = script.read_ts(script.ts_path(language))
    dead = [
        form.lower()
        for key, translation in known.items()
        if re.search(r"\bdead\b", key.source, re.IGNORECASE) and "draw" not in key.source
        for form in translation.forms
    ]
    assert len(dead) >= 5
    assert all(any(word in form for word in DEAD_CARD_WORDS[language]) for form in dead), dead
    everything = [form.lower() for t in known.values() for form in t.forms]
    assert not [f for f in everything if any(w in f for w in OTHER_DEAD_CARD_WORDS[language])]
