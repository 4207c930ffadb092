"""The reference for the lazy `PlayerView`: the eager view builder it replaced, kept as it was.

It reads the live `Hand` at once and returns every public attribute of a view (the pots
as `engine.pots.pots_in_the_middle` counts them, since issue 8);
`test_views.py` checks that the lazy view shows exactly this, for every seat.
"""

from __future__ import annotations

from studdesk.engine.events import SPECTATOR, ShowdownRevealed, censor
from studdesk.engine.hand import Hand
from studdesk.engine.pots import pots_in_the_middle
from studdesk.engine.views import SeatView


def eager_view(hand: Hand, viewer: int) -> dict[str, object]:
    # hands are shown only in the settlement that ends the hand
    shown = {e.seat for e in hand.events if isinstance(e, ShowdownRevealed)} if hand.is_over else set()
    seats = tuple(
        SeatView(
            seat=p.seat,
            name=p.name,
            stack=p.stack,
            round_bet=p.round_bet,
            committed=p.committed,
            folded=p.folded,
            all_in=p.stack == 0 and not p.folded,
            cards=tuple(
                c if (up or p.seat == viewer or p.seat in shown) else None
                for c, up in zip(p.cards, p.up, strict=True)
            ),
            up=tuple(p.up),
        )
        for p in hand.order
    )
    return {
        "viewer": viewer,
        "hand_number": hand.hand_number,
        "variant_key": hand.variant.key,
        "structure": hand.structure,
        "rules": hand.rules,
        "button": hand.button,
        "street": hand.street,
        "seats": seats,
        "community": hand.community,
        "pots": pots_in_the_middle(hand.order),
        "to_act": hand.to_act,
        "legal": hand.legal_actions(viewer) if viewer != SPECTATOR else (),
        "call_level": hand.round.call_level if hand.round is not None else 0,
        "is_over": hand.is_over,
        "history": tuple(censor(e, viewer) for e in hand.events),
    }
