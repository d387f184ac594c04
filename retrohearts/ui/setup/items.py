"""What a SETUP program offers: settings, their choices, and the game behind them.

A :class:`SetupModel` is what a game hands the setup program: its title, the settings
(:class:`Item`, each with its :class:`Choice` list and the value chosen now), and how to
test a choice (a picture: the PC options of the mode to show; a sound: play it and say what
plays), stop a sound, and save.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.options import PCOptions

Test = Literal["picture", "sound"]


@dataclass(frozen=True)
class Choice:
    """One value of a setting: its key (what is saved), its name, and a line about it."""

    key: str
    label: str
    note: str = ""


@dataclass
class Item:
    """A setting: its choices, the one chosen, how it is tested, and its help."""

    key: str
    label: str
    choices: list[Choice]
    value: str
    test: Test
    help: str = ""

    @property
    def chosen(self) -> Choice:
        return next((c for c in self.choices if c.key == self.value), self.choices[0])

    def index(self, key: str | None = None) -> int:
        wanted = self.value if key is None else key
        return next((i for i, c in enumerate(self.choices) if c.key == wanted), 0)


@dataclass
class Saved:
    """What saving did: lines to show, and whether it worked."""

    lines: list[str]
    ok: bool = True


class SetupModel(Protocol):
    """A game's settings, as its SETUP program shows, tests and saves them."""

    title: str  # "Hearts Setup"
    file_name: str  # "HEARTS.CLI"
    items: list[Item]
    notices: list[str]  # lines to show when the program opens (a damaged file...)

    def picture(self, item: Item, choice: Choice) -> PCOptions:
        """The PC options whose mode shows the test picture for ``choice`` of ``item``."""

    def play(self, app: App, item: Item, choice: Choice) -> str:
        """Play the test sound of ``choice`` of ``item``; the line saying what plays."""

    def stop(self, app: App) -> None:
        """Stop any test sound."""

    def save(self, app: App) -> Saved:
        """Write the settings chosen; what to tell the player."""


@dataclass
class Values:
    """The choices as they stand, by item key (what a model saves)."""

    by_key: dict[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, items: list[Item]) -> Values:
        return cls({item.key: item.value for item in items})
