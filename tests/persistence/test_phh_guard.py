"""The PHH reader against hostile files (issue 13) and multi-hand .phhs files (issue 8)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from studdesk.persistence.phh import hand_to_phh, replay
from studdesk.persistence.phh_guard import MAX_FILE_BYTES, quoted, read_text_guarded, scan_toml
from studdesk.persistence.phh_read import MAX_ACTIONS, PhhError, parse_hand, parse_phh, read_phh_file

from .handstore_hands import bot_hand


def _text(seed: int = 1, variant: str = "stud") -> str:
    return hand_to_phh(bot_hand(variant, seed))


def _phhs(texts: list[str]) -> str:
    return "\n\n".join(f"[{i + 1}]\n{t}" for i, t in enumerate(texts))


def _error(text: str) -> str:
    with pytest.raises(PhhError) as caught:
        parse_phh(text, "bad.phh")
    return str(caught.value)


# ---------------------------------------------------------------------- .phhs


def test_a_phhs_file_is_split_into_its_hands_which_replay(tmp_path: Path) -> None:
    texts = [_text(seed, variant) for seed, variant in enumerate(["stud", "stud8", "razz", "five"])]
    path = tmp_path / "four.phhs"
    path.write_text(_phhs(texts), encoding="utf-8")
    hands = read_phh_file(path)
    assert [h.source for h in hands] == [f"{path}, hand {n}" for n in (1, 2, 3, 4)]
    for text in hands:
        history = parse_hand(text)
        assert replay(history).is_over


def test_an_error_in_one_hand_names_the_hand_and_the_files_line(tmp_path: Path) -> None:
    second = _text(2).replace('"p1 f"', '"p1 cbr 99999"', 1).replace('"p1 cc"', '"p1 cbr 99999"', 1)
    path = tmp_path / "three.phhs"
    path.write_text(_phhs([_text(1), second, _text(3)]), encoding="utf-8")
    hands = read_phh_file(path)
    assert replay(parse_hand(hands[0])).is_over and replay(parse_hand(hands[2])).is_over
    with pytest.raises(PhhError) as caught:
        replay(parse_hand(hands[1]))
    message = str(caught.value)
    assert message.startswith(f"{path}, hand 2: line ")
    line = int(message.split("line ")[1].split(":")[0])
    assert "p1 cbr 99999" in path.read_text().splitlines()[line - 1]


def test_malformed_toml_in_a_later_hand_gives_the_files_line(tmp_path: Path) -> None:
    text = _phhs([_text(1), _text(2).replace("small_bet = 5", "small_bet = = 5")])
    broken_line = next(i for i, line in enumerate(text.splitlines(), 1) if "= = 5" in line)
    hands = read_phh_file(_write(tmp_path, text))
    with pytest.raises(PhhError, match=rf"hand 2: not valid TOML at line {broken_line}, column"):
        parse_hand(hands[1])


def test_fields_before_the_first_section_are_refused(tmp_path: Path) -> None:
    with pytest.raises(PhhError, match=r"fields before its first \[section\]"):
        read_phh_file(_write(tmp_path, "variant = 'F7S'\n" + _phhs([_text(1)])))


def test_a_one_hand_file_with_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "bom.phh"
    path.write_bytes(b"\xef\xbb\xbf" + _text(4).encode())
    assert len(read_phh_file(path)) == 1


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "f.phhs"
    path.write_text(text, encoding="utf-8")
    return path


# ---------------------------------------------------------------------- hostile files


def test_a_file_over_the_size_limit_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.phh"
    with path.open("wb") as handle:
        handle.truncate(100 * 1024 * 1024)  # sparse: 100 MB on paper, nothing on disk
    with pytest.raises(PhhError, match=r"huge\.phh: the file is 104\.9 MB; hand history files up to 32 MB"):
        read_phh_file(path)
    assert MAX_FILE_BYTES < 100 * 1024 * 1024


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.phh"
    os.mkfifo(fifo)
    outcome: list[str] = []

    def read() -> None:
        try:
            read_phh_file(fifo)
        except PhhError as exc:
            outcome.append(str(exc))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(10)
    assert not reader.is_alive(), "reading a FIFO blocked"
    assert outcome and "not a regular file" in outcome[0]


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(PhhError, match="not a regular file"):
        read_phh_file(tmp_path)


def test_deep_nesting_is_refused_before_tomllib() -> None:
    assert "nested more than 8 deep" in _error("antes = " + "[" * 5000 + "]" * 5000)


def test_a_key_of_thousands_of_dotted_parts_is_refused_before_tomllib() -> None:
    text = "a" + ".a" * 20_000 + " = 1\n"
    message = _error(text)
    assert "more than 16 dotted parts" in message and "line 1" in message
    with pytest.raises(ValueError):
        scan_toml("x = {" + "b." * 40 + "c = 1}")


def test_a_number_of_thousands_of_digits_is_refused() -> None:
    assert "a number of 5,000 digits" in _error("bring_in = " + "9" * 5000)


@pytest.mark.parametrize(
    ("action", "expected"),
    [("p1 cbr " + "9" * 5000, "more than StudDesk counts"), ("p" + "9" * 5000 + " f", "is not a player")],
    ids=["amount", "player"],
)
def test_huge_numbers_in_actions_give_a_short_message(action: str, expected: str) -> None:
    text = _text(5).replace('"p1 f"', f'"{action}"', 1).replace('"p1 cc"', f'"{action}"', 1)
    message = _error(text)
    assert expected in message
    assert len(message) < 400


def test_huge_values_are_quoted_short() -> None:
    message = _error(_text(6).replace('players = ["bot', 'players = ["' + "x" * 1_000_000 + '", "bot', 1))
    assert len(message) < 400
    assert len(quoted("y" * 10_000)) < 120


def test_chip_counts_are_bounded() -> None:
    assert "more than StudDesk counts" in _error(_text(7).replace("big_bet = 10", "big_bet = 10000000000000"))


def test_too_many_actions_is_a_clear_message() -> None:
    text = _text(8).replace("actions = [", "actions = [" + '"",' * (MAX_ACTIONS + 1), 1)
    assert f"actions; a stud hand has far fewer (at most {MAX_ACTIONS:,} are read)" in _error(text)


def test_action_lines_are_counted_in_one_pass_and_right() -> None:
    padding = "".join(f'  "# note {i}",\n' for i in range(MAX_ACTIONS - 100))
    text = _text(9).replace("actions = [\n", "actions = [\n" + padding, 1)
    history = parse_phh(text)
    lines = text.splitlines()
    for action in history.actions:
        assert action.line is not None and action.text in lines[action.line - 1]


def test_read_text_guarded_reads_a_plain_file(tmp_path: Path) -> None:
    path = tmp_path / "x.phh"
    path.write_text("hand = 1\n")
    assert read_text_guarded(path) == "hand = 1\n"
