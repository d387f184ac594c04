"""Help and document texts for the main playing screen, in our own words.

Kept apart from the code so they read as text. Lines are short enough for a
40-column CGA window; windows wrap them further when needed.
"""

from __future__ import annotations

TABLE = """\
This is where the game is played.

Your cards lie along the bottom. Point at a card and press the left
button (or ENTER) to use it. The arrow keys move the halo from item
to item; the right button or ESC leaves.

PASSING: pick three cards for the player named in the corner of the
table. A picked card darkens and rises; pick it again to keep it. The
third pick sends them. A window then shows what you gave and what you
got; choose Continue to play. Every fourth hand nobody passes.

PLAYING: when the big prompt says it is your turn, choose a card. Cards
the rules forbid are darkened and refuse to move.

The corner of the table shows the pass direction and whether hearts
are broken. Point cards each player has taken lie beside them.

After each hand the sum beside every portrait reads: points this hand
+ points before = total. The lowest total leads and is framed.

ICONS: DOCS reads the document, HELP shows this text, TUTOR asks for
advice, ODDS shows what is known about the hand, RULES shows the
rules and controls, QUIT stops (you may save and resume later).
Ctrl-C saves the game and leaves at once."""

DOCS: tuple[tuple[str, str], ...] = (
    ("The game", """\
Hearts is played by four with one deck. Each player gets thirteen
cards. Before play, each passes three cards: to the left, then to
the right, then across, then nobody passes, and around again.

A trick: the leader plays any card, the others must follow the suit
led if they can. The highest card of the suit led takes the trick,
and its taker leads the next one.

Every heart you take costs a point; the queen of spades costs
thirteen. Take all 26 and you have shot the moon: the others get 26
each instead."""),
    ("Leading hearts", """\
Hearts cannot be led until a point card has gone onto a trick
(unless you hold nothing else). Check the corner of the table: it
says whether hearts are broken yet.

House rules on the Rules screen change details: who leads the first
trick, whether the queen must be played when you cannot follow, and
how long the game lasts."""),
    ("Strategy", """\
Pass high spades if you do not hold many low ones; keep the queen
only with plenty of guards. Empty a short suit early, so you can
throw away dangerous cards when that suit is led.

Keep a low card in each suit to escape the lead. Watch who is void:
the ODDS screens keep track for you, using only what you could know
yourself."""),
    ("The playing screen", TABLE),
    ("Keys and mouse", """\
Both are always on; use whichever you like, or mix them.

Mouse: move the arrow onto an item (a halo lights up around it), press
the left button to choose it, the right button to leave a screen.

Keys: the arrow keys move the halo to the nearest item that way, ENTER
chooses, ESC leaves, F1 shows help for the screen you are on. In the
document PgDn and PgUp turn pages and F10 returns to the index.

Ctrl-C during a game saves it and leaves at once; the next time you
start, you are offered the saved game."""),
    ("The opponents", """\
Six computer players can sit at your table. They never look at
your cards or each other's: each decides from what it has seen, as
you do. Choose them on the Players screen."""),
)

RULES_NOTE = """\
These are the house rules of this game and your program controls.
They can be changed on the Rules screen before a game."""
