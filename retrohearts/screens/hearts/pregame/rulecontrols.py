"""The controls of the Rules screen as data: label, values in words, explanation, step.

A :class:`Setup` is everything the Rules screen sets (house rules, program controls,
sound) and what HEARTS.DEF keeps. Each :class:`Control` reads its value from a Setup,
names it in a player's words, explains it (the text may change with the value) and
steps it to the next value. No pyxel here: the screen draws, this module decides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from retrohearts.hearts.rules import END_SCORES, HouseRules
from retrohearts.pc.sound import SoundSettings
from retrohearts.pc.sound.settings import Board, MusicMode, SoundsMode
from retrohearts.screens.hearts.shared.controls import UNDO_LEVELS, Controls

Kind = Literal["program", "house"]

#: The rule sets the Rule set control steps through, with their names on screen.
RULE_SETS: tuple[tuple[str, str], ...] = (
    ("villa_crespo", "Villa Crespo"), ("windows", "Windows"), ("xhearts", "xhearts"),
    ("omnibus", "Omnibus"))
#: Game lengths in hands the Hands per Game control offers (None: no such limit).
HAND_COUNTS: tuple[int | None, ...] = (None, 4, 8, 12)


@dataclass(frozen=True)
class Setup:
    """Everything the Rules screen changes (and the saved defaults keep)."""

    rules: HouseRules = field(default_factory=HouseRules)
    controls: Controls = field(default_factory=Controls)
    sound: SoundSettings = field(default_factory=SoundSettings)


@dataclass(frozen=True)
class Control:
    """One control: how to read, name, explain and step its value."""

    key: str
    label: str  # as the screen shows it
    short: str  # the label on 40-column screens (12 characters at most)
    kind: Kind
    values: tuple[Any, ...]  # the cycle that selecting steps through
    get: Callable[[Setup], Any]
    put: Callable[[Setup, Any], Setup]
    words: Callable[[Any], str]
    explain: Callable[[Any], str]
    short_words: Callable[[Any], str] | None = None  # values on 40-column screens
    about: str = ""  # what the control is for, whatever its value

    def value(self, setup: Setup) -> Any:
        return self.get(setup)

    def text(self, setup: Setup, short: bool = False) -> str:
        """The value in words."""
        value = self.get(setup)
        if short and self.short_words is not None:
            return self.short_words(value)
        return self.words(value)

    def explanation(self, setup: Setup) -> str:
        """What the control does, then what its present value means."""
        return f"{self.about}\n{self.explain(self.get(setup))}" if self.about else \
            self.explain(self.get(setup))

    def step(self, setup: Setup) -> Setup:
        """The setup with this control moved to its next value (wrapping; a value off the
        cycle, such as "custom", goes to the first)."""
        now = self.get(setup)
        try:
            nxt = self.values[(self.values.index(now) + 1) % len(self.values)]
        except ValueError:
            nxt = self.values[0]
        return self.put(setup, nxt)


def _yes_no(value: Any) -> str:
    return "Yes" if value else "No"


def _rules(name: str) -> Callable[[Setup, Any], Setup]:
    """A setter for one HouseRules field."""
    def put(setup: Setup, value: Any) -> Setup:
        return replace(setup, rules=setup.rules.with_changes(**{name: value}))
    return put


def _controls(name: str) -> Callable[[Setup, Any], Setup]:
    def put(setup: Setup, value: Any) -> Setup:
        return replace(setup, controls=replace(setup.controls, **{name: value}))
    return put


def _sound(name: str) -> Callable[[Setup, Any], Setup]:
    def put(setup: Setup, value: Any) -> Setup:
        return replace(setup, sound=replace(setup.sound, **{name: value}))
    return put


def _choice(key: str, label: str, short: str, field_name: str, about: str,
            *options: tuple[Any, str, str],
            short_words: Callable[[Any], str] | None = None) -> Control:
    """A house rule kept in one HouseRules field: (value, word, meaning) per choice."""
    words = {value: word for value, word, _ in options}
    meanings = {value: f"{word}: {meaning}" for value, word, meaning in options}
    return Control(key, label, short, "house", tuple(value for value, _, _ in options),
                   lambda s: getattr(s.rules, field_name), _rules(field_name),
                   lambda v: words[v], lambda v: meanings[v], short_words=short_words,
                   about=about)


def _rule_set(setup: Setup) -> str:
    return setup.rules.preset_name or "custom"


def _apply_rule_set(setup: Setup, name: str) -> Setup:
    return replace(setup, rules=HouseRules.preset(name))


_SET_NAMES = dict(RULE_SETS)

_BOARD_TEXT = {
    Board.ADLIB: "An AdLib card plays the music on its FM chip; it has no digitizer, so voices "
                 "and effects come from the PC speaker.",
    Board.SOUND_BLASTER: "The Sound Blaster plays both: music on its FM chip, voices and "
                         "effects on its 8-bit digitizer.",
    Board.SOUND_MASTER: "The Sound Master plays its square-wave music and its own digitized "
                        "voices and effects.",
    Board.SPEECH_THING: "The Speech Thing on the printer port speaks the voices and effects; "
                        "the music falls back to the PC speaker.",
    Board.VOICE_MASTER: "The Voice Master speaks the voices and effects; the music falls back "
                        "to the PC speaker.",
    Board.PC_SPEAKER: "Everything on the PC speaker: one square wave, so chords become fast "
                      "arpeggios and the voices are rough.",
}
_MUSIC_TEXT = {
    MusicMode.FULL: "Full: the theme on the title screen and background music during the "
                    "game.",
    MusicMode.THEME: "Theme: the theme on the title screen only; the game itself is played "
                     "without music.",
    MusicMode.BACKGROUND: "Background: no theme on the title screen, background music while "
                          "you play.",
    MusicMode.NONE: "None: no music at all. Effects and voices follow the Sounds control.",
}
_SOUNDS_TEXT = {
    SoundsMode.FULL: "Full: the players' voices and the sound effects (cards, tricks, the "
                     "queen, broken hearts).",
    SoundsMode.EFFECTS: "Effects: the sound effects only; nobody speaks.",
    SoundsMode.VOICE: "Voice: the players' voices only, no sound effects.",
    SoundsMode.NONE: "None: neither voices nor effects. Choose Full here to hear them again "
                     "after starting SILENT or QUIET.",
}


_UNDO_WORDS = {"off": "Off", "last_card": "Last card", "whole_trick": "Whole trick"}
_UNDO_TEXT = {
    "off": "Off: a card played stays played, as at a real table.",
    "last_card": "Last card: take back your card while its trick is on the table (the "
                 "cards after it come back too), or your pass until it is exchanged.",
    "whole_trick": "Whole trick: as Last card, and after the trick is gathered too, until "
                   "you play again. Games with an undo are marked.",
}


def _speed_text(value: int) -> str:
    feel = "slow and easy to follow" if value <= 3 else (
        "a relaxed pace" if value <= 7 else "brisk")
    return (f"How fast the computers lay their cards: 1 is slow, 10 is fast, {value} is "
            f"{feel}. They play just as well at any speed.")


def _pause_text(value: int) -> str:
    if value == 0:
        return ("Prompt: after each trick a Continue icon appears and the next trick waits "
                "for you, so you can study every card.")
    return (f"{value} second{'s' if value > 1 else ''}: the finished trick stays on the "
            f"table that long, then the next trick begins by itself. Prompt waits for you.")


def _end_text(value: int | None) -> str:
    if value is None:
        return ("No limit: the game goes on hand after hand whatever the totals (unless "
                "Hands per Game stops it).")
    return (f"The game ends after a hand in which someone reaches {value} points; the "
            f"lowest total wins.")


def _hands_text(value: int | None) -> str:
    if value is None:
        return "No limit: only the End Game score ends the game."
    return (f"The game lasts {value} hands (the passes go left, right, across, none), "
            f"unless End Game ends it sooner. xhearts plays four.")


CONTROLS: tuple[Control, ...] = (
    Control("board", "Sound Board", "Sound Board", "program", tuple(Board),
            lambda s: s.sound.board, _sound("board"), lambda v: v.label,
            lambda v: _BOARD_TEXT[v],
            short_words=lambda v: v.label.replace("Sound Blaster", "SoundBlaster"),
            about="Which card in your PC makes the sound."),
    Control("music", "Music", "Music", "program", tuple(MusicMode),
            lambda s: s.sound.music, _sound("music"), lambda v: v.value.capitalize(),
            lambda v: _MUSIC_TEXT[v],
            about="Which tunes you hear."),
    Control("sounds", "Sounds", "Sounds", "program", tuple(SoundsMode),
            lambda s: s.sound.sounds, _sound("sounds"), lambda v: v.value.capitalize(),
            lambda v: _SOUNDS_TEXT[v],
            about="Voices and sound effects."),
    Control("portrait", "Your Portrait", "Portrait", "program", ("male", "female"),
            lambda s: s.controls.portrait, _controls("portrait"), lambda v: str(v).capitalize(),
            lambda v: f"Your figure at the table: a {v} silhouette. The other choice is "
                      f"{'female' if v == 'male' else 'male'}.",
            about="How you appear at the table."),
    Control("play_speed", "Play Speed", "Play Speed", "program", tuple(range(1, 11)),
            lambda s: s.controls.play_speed, _controls("play_speed"), str, _speed_text),
    Control("auto_advice", "Auto Advice", "Auto Advice", "program", (False, True),
            lambda s: s.controls.auto_advice, _controls("auto_advice"), _yes_no,
            lambda v: ("Yes: the Advice box opens by itself on each of your turns with the "
                       "tutor's choice." if v else
                       "No: the tutor speaks only when you ask with the TUTOR icon."),
            about="Advice without asking."),
    Control("between_tricks", "Between Tricks", "Trick Pause", "program", (1, 2, 3, 4, 5, 0),
            lambda s: s.controls.between_tricks, _controls("between_tricks"),
            lambda v: "Prompt" if v == 0 else f"{v} sec", _pause_text,
            about="The pause after each trick."),
    Control("back_design", "Back design", "Back design", "program", ("standard", "alternate"),
            lambda s: s.controls.back_design, _controls("back_design"),
            lambda v: str(v).capitalize(),
            lambda v: ("Standard: the plain backs of an everyday deck on the cards being "
                       "dealt." if v == "standard" else
                       "Alternate: a patterned back in the style of a bridge deck."),
            about="The backs of the cards."),
    Control("undo", "Undo", "Undo", "program", UNDO_LEVELS,
            lambda s: s.controls.undo, _controls("undo"), lambda v: _UNDO_WORDS[v],
            lambda v: _UNDO_TEXT[v],
            about="Taking back a card (U, or the UNDO icon at the table)."),
    Control("hide_scores", "Scores", "Scores", "program", (False, True),
            lambda s: s.controls.hide_scores, _controls("hide_scores"),
            lambda v: "Hidden" if v else "Shown",
            lambda v: ("Hidden: no totals and no odds until the game ends; the cards, the "
                       "tricks and each hand's own points are still there." if v else
                       "Shown: the totals by each name, the sums after each hand and the "
                       "Odds screens' estimates, all through the game."),
            about="Playing without the numbers."),
    Control("rule_set", "Rule set", "Rule set", "house", tuple(n for n, _ in RULE_SETS),
            _rule_set, _apply_rule_set, lambda v: _SET_NAMES.get(v, "Custom"),
            lambda v: {
                "villa_crespo": "Villa Crespo: the DOS program's rules. Dealer's left leads, "
                                "the queen breaks hearts, game to 100.",
                "windows": "Windows: 2 of clubs leads, no points on the first trick, only a "
                           "heart breaks hearts.",
                "xhearts": "xhearts: like Windows, plus the jack of diamonds at -10, and a "
                           "game of four hands.",
                "omnibus": "Omnibus: 2 of clubs leads, no points on the first trick, the "
                           "jack of diamonds counts -10.",
            }.get(v, "Custom: your own mix of rules. Select to start again from one of the "
                     "named rule sets."),
            about="Sets every house rule at once to a well-known set."),
    Control("two_clubs", "2C must lead", "2C must lead", "house", (False, True),
            lambda s: s.rules.first_lead == "two_of_clubs",
            lambda s, v: replace(s, rules=s.rules.with_changes(
                first_lead="two_of_clubs" if v else "left_of_dealer")), _yes_no,
            lambda v: ("Yes: whoever holds the 2 of clubs leads it to the first trick." if v
                       else "No: the player to the dealer's left leads the first trick, "
                            "any card but a heart."),
            about="Who leads the first trick of a hand."),
    _choice("must_play_queen", "Must Play QS", "Must Play QS", "must_play_queen",
            "Forcing out the queen of spades.",
            (False, "No", "a player who cannot follow suit discards whatever he likes."),
            (True, "Yes", "a player who cannot follow suit and holds the queen of spades "
                          "must play her.")),
    Control("end_score", "End Game", "End Game", "house", END_SCORES,
            lambda s: s.rules.end_score, _rules("end_score"),
            lambda v: "No limit" if v is None else str(v), _end_text,
            about="How long a game lasts, in points."),
    _choice("first_trick", "First Trick", "First Trick", "points_on_first_trick",
            "Points on the very first trick.",
            (True, "Points OK", "hearts and the queen of spades may fall on the first trick."),
            (False, "No points", "nobody may play a heart or the queen of spades to the first "
                                 "trick while holding any other card.")),
    _choice("queen_breaks", "Hearts break on", "Hearts Break", "queen_breaks_hearts",
            "What breaks hearts.",
            (True, "Heart or QS", "once a heart or the queen of spades has been played, "
                                  "hearts may be led."),
            (False, "Heart only", "hearts may be led once a heart has been played; the queen "
                                  "of spades does not count.")),
    _choice("heart_lead", "Unbroken lead", "Heart Lead", "lead_hearts_when",
            "Leading a heart before hearts are broken.",
            ("only_points", "Only points", "a leader holding nothing but hearts and the "
                                           "queen of spades may lead a heart."),
            ("only_hearts", "Only hearts", "only a leader holding nothing but hearts may "
                                           "lead one.")),
    _choice("jack", "Jack of diamonds", "JD is -10", "jack_of_diamonds",
            "An extra rule from other Hearts programs.",
            (False, "No value", "the jack of diamonds is a card like any other."),
            (True, "-10 points", "whoever takes the jack of diamonds has ten points taken off "
                                 "his score for the hand."),
            short_words=_yes_no),
    _choice("moon", "Moon scoring", "Moon", "moon", "Taking all 26 points: shooting the moon.",
            ("others_plus_26", "Others +26", "take every heart and the queen and the other "
                                             "three score 26 each, you nothing."),
            ("shooter_minus_26", "Shooter -26", "take every heart and the queen and 26 points "
                                                "come off your score; the others score "
                                                "nothing.")),
    Control("hands_per_game", "Hands per Game", "Hands/Game", "house", HAND_COUNTS,
            lambda s: s.rules.hands_per_game, _rules("hands_per_game"),
            lambda v: "No limit" if v is None else str(v), _hands_text,
            about="How long a game lasts, in hands."),
)

BY_KEY: dict[str, Control] = {c.key: c for c in CONTROLS}


def setup_words(setup: Setup) -> dict[str, str]:
    """Every control's label and value in words (for the log and the document)."""
    return {c.label: c.text(setup) for c in CONTROLS}


def rules_words(rules: HouseRules) -> dict[str, str]:
    """The house rules alone, label -> value in words."""
    setup = Setup(rules=rules)
    return {c.label: c.text(setup) for c in CONTROLS if c.kind == "house"}
