"""Every word a player reads, in their language: gettext catalogues read with Babel
(`catalogue`), made into text where they are shown (`render`; the page: web/js/i18n.js).

This layer knows no game: games write message ids and parameters (`IllegalMove.of`,
`Event`), the catalogue holds the words. docs/i18n.md says how to add a message or a
language."""

from logomachy.i18n.catalogue import LANGS, messages, web_catalogue
from logomachy.i18n.render import MissingMessage, event_text, refusal_text, say

__all__ = [
    "LANGS",
    "MissingMessage",
    "event_text",
    "messages",
    "refusal_text",
    "say",
    "web_catalogue",
]
