"""The house rules in force and the program controls, as text (the RULES screen)."""

from __future__ import annotations

from retrohearts.hearts.rules import HouseRules
from retrohearts.screens.hearts import helptext
from retrohearts.screens.hearts.controls import Controls


def rules_pages(rules: HouseRules, controls: Controls) -> list[tuple[str, str]]:
    """The house rules and the program controls, as text."""
    yes = {True: "Yes", False: "No"}
    end = "no limit" if rules.end_score is None else str(rules.end_score)
    if rules.hands_per_game is not None:
        end = f"{rules.hands_per_game} hands" + ("" if rules.end_score is None else f" or {end}")
    house = [
        f"Rule set:        {rules.preset_name or 'custom'}",
        f"2C must lead:    {yes[rules.first_lead == 'two_of_clubs']}",
        f"Must Play QS:    {yes[rules.must_play_queen]}",
        f"End of game:     {end}",
        f"Points on the first trick: {yes[rules.points_on_first_trick]}",
        f"Queen breaks hearts:       {yes[rules.queen_breaks_hearts]}",
        f"Jack of diamonds -10:      {yes[rules.jack_of_diamonds]}",
        f"Moon: {'others get 26' if rules.moon == 'others_plus_26' else 'shooter -26'}",
    ]
    program = [
        f"Play Speed:      {controls.play_speed}",
        f"Between Tricks:  {controls.between_tricks_label()}",
        f"Auto Advice:     {yes[controls.auto_advice]}",
        f"Your Portrait:   {controls.portrait.capitalize()}",
        f"Back design:     {controls.back_design.capitalize()}",
    ]
    text = helptext.RULES_NOTE + "\n\nHOUSE RULES\n" + "\n".join(house)
    text += "\n\nPROGRAM CONTROLS\n" + "\n".join(program)
    return [("Rules and controls", text)]
