"""Languages: gettext with English source strings, switchable at run time.

Use ``_("...")`` and ``ngettext(...)`` in UI code and ``tr(msg)`` for the
:class:`~game.rules.base.Msg` values engines produce.  Catalogues are
``locale/<lang>.po``; the standalone build ships compiled ``.mo`` files under
``locale/<lang>/LC_MESSAGES/arcana.mo``, a source checkout compiles the
``.po`` in memory with Babel on first use (so nothing compiled is committed).
"""

from __future__ import annotations

import functools
import gettext
import io
import locale as _locale
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.resources import app_root
from game.rules.base import Msg

LANGUAGES: dict[str, str] = {"en": "English", "pl": "Polski", "de": "Deutsch"}
DOMAIN = "arcana"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"
_listeners: list[Callable[[str], None]] = []


def locale_dir() -> Path:
    """``locale/`` beside the package, or inside the frozen bundle."""
    return app_root() / "locale"


def _load(lang: str) -> gettext.NullTranslations:
    if lang == "en":
        return gettext.NullTranslations()
    mo = locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if mo.exists():
        with mo.open("rb") as fh:
            return gettext.GNUTranslations(fh)
    po = locale_dir() / f"{lang}.po"
    if not po.exists():
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    buf = io.BytesIO()
    write_mo(buf, catalog)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


def set_language(lang: str) -> None:
    """Switch every later lookup to ``lang`` and tell listeners (widgets re-render)."""
    global _translations, _language
    if lang not in LANGUAGES:
        lang = "en"
    _translations = _load(lang)
    _language = lang
    for listener in list(_listeners):
        listener(lang)


@functools.cache
def every_translation(text: str) -> frozenset[str]:
    """``text`` in every language we ship.  Why: what the app wrote in one language must be
    recognised after a switch -- a remembered seat named "Gracz 1" is the default name, not a
    name the player typed, and reads "Spieler 1" once the player plays in German."""
    return frozenset(_load(lang).gettext(text) for lang in LANGUAGES)


def current_language() -> str:
    return _language


def on_language_change(listener: Callable[[str], None]) -> None:
    _listeners.append(listener)


def off_language_change(listener: Callable[[str], None]) -> None:
    if listener in _listeners:
        _listeners.remove(listener)


def system_language() -> str:
    """The OS language if we have it, else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            code = value.split(":")[0][:2].lower()
            if code in LANGUAGES:
                return code
    try:
        code = (_locale.getlocale()[0] or "")[:2].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else "en"


def _(text: str) -> str:
    return _translations.gettext(text)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, text: str) -> str:
    return _translations.pgettext(context, text)


def is_player_param(name: str) -> bool:
    """Engine convention: a ``Msg`` parameter named ``player`` or ``player_*`` holds a seat number."""
    return name == "player" or name.startswith("player_")


def tr(msg: Msg | str, names: Sequence[str] | None = None) -> str:
    """Translate an engine :class:`Msg` (nested messages first) or a plain msgid.

    With ``names`` (player names by seat), ``player``/``player_*`` parameters
    holding a seat number are shown as that player's name.
    """
    if isinstance(msg, str):
        return _(msg)
    params: dict[str, Any] = {}
    for key, value in msg.params:
        if isinstance(value, Msg):
            value = tr(value, names)
        elif (
            names is not None
            and is_player_param(key)
            and isinstance(value, int)
            and not isinstance(value, bool)
            and 0 <= value < len(names)
        ):
            value = names[value]
        params[key] = value
    if msg.plural is not None:
        params.setdefault("n", msg.n)
        template = ngettext(msg.text, msg.plural, int(msg.n or 0))
    else:
        template = _(msg.text)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        try:
            return msg.text.format(**params)  # a broken translation never crashes the table
        except (KeyError, IndexError, ValueError):
            return msg.text
