"""The appearance, keyboard and layout settings: saved and read back, and a bad one loses
nothing else."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studdesk.persistence.settings import Settings, problems_of
from studdesk.persistence.settings_store import SettingsNotice, SettingsStore


def _words(notice: SettingsNotice | None) -> str:
    """The notice as the player reads it (English: no language is installed in these tests)."""
    assert notice is not None
    return notice.words()


def test_appearance_keys_and_layout_round_trip(tmp_path: Path) -> None:
    chosen = Settings(
        app_palette="dark",
        card_style="large_index",
        text_size=130,
        shortcuts={"fold": "Ctrl+F", "pause": ""},
        window_state="AAAA/w==",
        dialog_tabs={"settings": 3, "sng": 1},
    )
    store = SettingsStore(tmp_path)
    store.save(chosen)
    loaded, notice = SettingsStore(tmp_path).load()
    assert notice is None and loaded == chosen


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("app_palette", "purple", "Window colours must be"),
        ("card_style", "huge", "Card faces must be"),
        ("text_size", 500, "Text size must be at most 200"),
        ("shortcuts", {"Fold Now": "F"}, "no valid name"),
        ("shortcuts", {"fold": "x" * 41}, "is not a key"),
        ("shortcuts", {f"c{i}": "F" for i in range(65)}, "too many entries"),
        ("dialog_tabs", {"settings": -1}, "tab numbers"),
        ("window_state", "not base64!", "not a window place StudDesk saved"),
    ],
)
def test_bad_values_are_named_in_words(field: str, value: object, says: str) -> None:
    problems = problems_of({**Settings().model_dump(), field: value})
    assert list(problems) == [field] and says in problems[field]


def test_a_damaged_shortcut_list_keeps_every_other_setting(tmp_path: Path) -> None:
    data = Settings(app_palette="dark", text_size=120).to_json_data()
    data["shortcuts"] = {"fold": 12}
    (tmp_path / "settings.json").write_text(json.dumps(data))
    loaded, notice = SettingsStore(tmp_path).load()
    assert notice is not None and "Keyboard shortcuts" in _words(notice)
    assert loaded.shortcuts == {} and (loaded.app_palette, loaded.text_size) == ("dark", 120)
