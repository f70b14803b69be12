"""`logomachy serve --set NAME=VALUE`: operators change limits without editing code."""

from __future__ import annotations

import pytest

from logomachy.server.settings import Settings, parse_overrides, tunable_settings


def test_limits_and_timings_are_parsed_with_their_types() -> None:
    got = parse_overrides(["socket_rate=40", "flood-limit=500", "retain_finished_days=30"])
    assert got == {"socket_rate": 40.0, "flood_limit": 500, "retain_finished_days": 30.0}
    assert isinstance(got["flood_limit"], int)
    settings = Settings(**got)
    assert settings.socket_rate == 40.0 and settings.flood_limit == 500


def test_a_boolean_and_a_none_are_spelt_as_words() -> None:
    assert parse_overrides(["tune_gc=yes", "retain_finished_days=none"]) == {
        "tune_gc": True,
        "retain_finished_days": None,
    }


@pytest.mark.parametrize(
    ("pair", "says"),
    [
        ("socket_rate", "expected NAME=VALUE"),
        ("nonsense=3", "not a setting"),
        ("flood_limit=many", "expected a int"),
        ("tune_gc=maybe", "expected a bool"),
        ("data_dir=/tmp", "not a setting"),  # paths have their own flag
    ],
)
def test_a_bad_override_names_the_setting(pair: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        parse_overrides([pair])


def test_every_numeric_limit_is_tunable() -> None:
    names = tunable_settings()
    for name in ("tables_per_minute", "max_sockets_per_address", "send_timeout", "sweep_seconds"):
        assert name in names
