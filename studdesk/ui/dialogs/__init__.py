"""Dialogs of the desktop app."""
