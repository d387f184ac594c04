"""The house rules in force and the program controls, as text (the RULES screen)."""

from __future__ import annotations

from retrohearts.hearts.rules import HouseRules
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.table.controls import Controls


def rules_pages(rules: HouseRules, controls: Controls) -> list[tuple[str, str]]:
    """The house rules and the program controls, as text."""
    yes = {True: "Yes", False: "No"}
    end = "no limit" if rules.end_score is None else str(rules.end_score)
    if rules.hands_per_game is not None:
        end = f"{rules.hands_per_game} hands" + ("" if rules.end_score is None else f" or {end}")
    moon = "others get 26" if rules.moon == "others_plus_26" else "shooter -26"
    house = _columns([
        ("Rule set:", rules.preset_name or "custom"),
        ("2C must lead:", yes[rules.first_lead == "two_of_clubs"]),
        ("Must Play QS:", yes[rules.must_play_queen]),
        ("End of game:", end),
        ("Points on trick 1:", yes[rules.points_on_first_trick]),
        ("Queen breaks hearts:", yes[rules.queen_breaks_hearts]),
        ("Jack of diamonds:", "-10" if rules.jack_of_diamonds else "No"),
        ("Moon:", moon),
    ])
    program = _columns([
        ("Play Speed:", str(controls.play_speed)),
        ("Between Tricks:", controls.between_tricks_label()),
        ("Auto Advice:", yes[controls.auto_advice]),
        ("Your Portrait:", controls.portrait.capitalize()),
        ("Back design:", controls.back_design.capitalize()),
    ])
    text = helptext.RULES_NOTE + "\n\nHOUSE RULES\n" + "\n".join(house)
    text += "\n\nPROGRAM CONTROLS\n" + "\n".join(program)
    return [("Rules and controls", text)]


def _columns(rows: list[tuple[str, str]]) -> list[str]:
    """Label and value lines with every value in one column (fits CGA's 40 columns)."""
    width = max(len(label) for label, _value in rows) + 1
    return [f"{label:{width}s}{value}" for label, value in rows]
