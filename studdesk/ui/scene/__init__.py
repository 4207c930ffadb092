"""The table scene: graphics items, layout in card units, the animation director."""
