"""The program controls the main playing screen obeys (the Rules screen's lower half).

Play Speed (1-10), Between Tricks (1-5 seconds or a Continue prompt), Auto Advice,
Your Portrait (male or female silhouette), Back design (Standard or Alternate), Undo
(Off, Last card, Whole trick: how far you may take back a card) and Scores (Shown, or
Hidden until the game ends).
They are plain data; this module also turns them into frame counts, so the table's
state machine never looks at a clock (headless runs are not clock-paced).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from retrohearts.validate import check_fields

Portrait = Literal["male", "female"]
BackDesign = Literal["standard", "alternate"]
#: How far a card may be taken back: not at all; while its trick is on the table; or until
#: you play your next card (the trick after it included).
UndoLevel = Literal["off", "last_card", "whole_trick"]
UNDO_LEVELS: tuple[UndoLevel, ...] = ("off", "last_card", "whole_trick")

PROMPT = 0  # Between Tricks value meaning "show Continue and wait"

# Seconds a computer player waits before it plays, by Play Speed 1..10.
_PLAY_DELAY_SECONDS = (1.6, 1.3, 1.05, 0.85, 0.65, 0.5, 0.35, 0.22, 0.1, 0.0)
# Frames a card takes to travel to the table, by Play Speed 1..10.
_TRAVEL_SECONDS = (0.4, 0.36, 0.32, 0.28, 0.25, 0.22, 0.18, 0.15, 0.12, 0.08)


@dataclass(frozen=True)
class Controls:
    """Program controls (not house rules): how the game flows and looks."""

    play_speed: int = 5  # 1 slowest .. 10 fastest
    between_tricks: int = 2  # seconds 1..5, or PROMPT (0) for a Continue icon
    auto_advice: bool = False
    portrait: Portrait = "male"
    back_design: BackDesign = "standard"
    undo: UndoLevel = "off"
    hide_scores: bool = False  # running totals and the odds stay hidden until the game ends

    def __post_init__(self) -> None:
        try:  # first the kind of every field (5.5 or true where a number belongs...)
            check_fields(self)
        except ValueError as error:
            raise ValueError(f"?Bad program control: {error}") from None
        if not 1 <= self.play_speed <= 10:
            raise ValueError(f"?Play Speed must be 1-10, not {self.play_speed}")
        if not 0 <= self.between_tricks <= 5:
            raise ValueError(f"?Between Tricks must be 1-5 or Prompt, not {self.between_tricks}")
        if self.portrait not in ("male", "female"):
            raise ValueError(f"?Your Portrait must be male or female, not {self.portrait!r}")
        if self.back_design not in ("standard", "alternate"):
            raise ValueError(
                f"?Back design must be standard or alternate, not {self.back_design!r}")
        if not isinstance(self.auto_advice, bool):
            raise ValueError("?Auto Advice must be yes or no")
        if self.undo not in UNDO_LEVELS:
            raise ValueError(f"?Undo must be off, last_card or whole_trick, not {self.undo!r}")
        if not isinstance(self.hide_scores, bool):
            raise ValueError("?Scores must be shown or hidden")

    @property
    def prompt_between_tricks(self) -> bool:
        """True when the Continue icon ends each trick instead of a timed pause."""
        return self.between_tricks == PROMPT

    def play_delay_frames(self, fps: int) -> int:
        """Frames a computer waits before showing its card, at this Play Speed."""
        return round(_PLAY_DELAY_SECONDS[self.play_speed - 1] * fps)

    def travel_frames(self, fps: int) -> int:
        """Frames a played card takes to slide from its owner to the table (at least 1)."""
        return max(1, round(_TRAVEL_SECONDS[self.play_speed - 1] * fps))

    def trick_pause_frames(self, fps: int) -> int:
        """Frames the finished trick stays on the table (0 when prompting instead)."""
        return 0 if self.prompt_between_tricks else self.between_tricks * fps

    def between_tricks_label(self) -> str:
        """The control's value as the Rules screen shows it."""
        return "Prompt" if self.prompt_between_tricks else f"{self.between_tricks} sec"
