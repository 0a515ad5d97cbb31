"""Errors a player or a tool can cause. Each carries its message in Japanese and English,
so the UI can show it as it is and the CLI can print it."""


class FudabakoError(Exception):
    """Base class: `ja` and `en` hold the message a person reads."""

    def __init__(self, ja: str, en: str):
        super().__init__(en)
        self.ja = ja
        self.en = en

    def text(self) -> dict:
        return {"ja": self.ja, "en": self.en}


class IllegalAction(FudabakoError):
    """An action that is not legal now; the state it was applied to is unchanged."""


class OptionError(FudabakoError):
    """An option that the game does not have, or a value out of its range."""


class RecordError(FudabakoError):
    """A saved game, share link or record that cannot be read or replayed."""


class OtherVersion(RecordError):
    """A record made under another version of a game's rules, which these rules cannot continue."""


SHOWN_CHARS = 60  # what a message echoes of text it could not accept


def shown(text: str) -> str:
    """Text a message echoes from input it refused, cut short (a 500 KB action id must not fill the page)."""
    text = str(text)
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS] + "…"
