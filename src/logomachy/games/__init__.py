"""Rulebooks: one package per game; pure rules, no I/O, no clock."""
