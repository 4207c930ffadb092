"""Seat layout in card units: every table size from heads-up to ten seats fits without overlaps."""

from __future__ import annotations

import itertools

import pytest

from studdesk.ui.card_faces import INDEX_W
from studdesk.ui.scene.layout import CARD_W, UNIT, layout_for, seat_row_width


@pytest.mark.parametrize("seats", range(2, 11))
def test_seats_fit_and_do_not_overlap(seats: int) -> None:
    layout = layout_for(seats, viewer=0, max_cards=5 if seats > 8 else 7)
    scene = layout.scene_rect
    for spot in layout.spots.values():
        assert scene.contains(spot.group_rect)
        assert layout.felt_rect.contains(spot.bet_pos)
    for a, b in itertools.combinations(layout.spots.values(), 2):
        assert not a.group_rect.intersects(b.group_rect), (a.seat, b.seat)


@pytest.mark.parametrize("viewer", [0, 3])
def test_r1_3_viewer_at_the_bottom_and_seats_run_clockwise(viewer: int) -> None:
    layout = layout_for(8, viewer=viewer)
    me = layout.spots[viewer]
    assert me.position == 0
    assert abs(me.centre.x()) < 1e-6
    assert me.centre.y() == max(s.centre.y() for s in layout.spots.values())
    # clockwise on screen: the next seat is to the viewer's left, the one before to the right
    assert layout.spots[(viewer + 1) % 8].centre.x() < 0
    assert layout.spots[(viewer - 1) % 8].centre.x() > 0
    assert layout.spots[(viewer + 4) % 8].centre.y() < 0  # opposite: top of the table


def test_cards_of_a_seat_step_left_to_right_inside_the_row() -> None:
    spot = layout_for(6, 0).spots[2]
    xs = [spot.card_pos(i).x() for i in range(7)]
    assert xs == sorted(xs)
    assert spot.cards_rect.width() == pytest.approx(seat_row_width(7) * 100)


def test_ten_seats_only_for_five_card_stud_and_no_more() -> None:
    with pytest.raises(ValueError, match="2 to 10 seats"):
        layout_for(11, 0)


@pytest.mark.parametrize("seats", range(2, 11))
def test_every_face_in_a_row_shows_its_corner_index_and_the_row_fits(seats: int) -> None:
    """In stud the up cards are the game: no card may cover the rank and suit of a face before it."""
    max_cards = 5 if seats > 8 else 7
    others = [False, False, True, True, True, True, False][:max_cards]  # backs, up cards, 7th down
    patterns = (others, [True] * max_cards)  # an opponent; the viewer (or a showdown)
    for spot in layout_for(seats, viewer=0, max_cards=max_cards).spots.values():
        for faces in patterns:
            xs = [spot.card_pos(i, faces).x() for i in range(max_cards)]
            for i in range(max_cards - 1):
                if faces[i]:
                    assert xs[i + 1] - xs[i] >= INDEX_W * UNIT, (seats, spot.seat, faces, i)
            assert xs[-1] + CARD_W * UNIT <= spot.cards_rect.right() + 1e-6
