"""The terminal's screens, laid out as `logomachy/games/` is (see `logomachy.terminal`)."""
