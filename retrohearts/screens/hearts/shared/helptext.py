"""Help (F1) texts for each screen, in our own words; the on-line document itself is
HEARTS.DOC (retrohearts.docfile reads it).

Kept apart from the code so they read as text. Each help is short and about its
own screen; windows reflow the paragraphs to their width.
"""

from __future__ import annotations

TABLE = """\
Arrows move the halo; ENTER (click) selects, ESC (right click)
leaves.

PASSING: pick three cards; pick one again to keep it. The third
sends them; Continue starts the play.

PLAYING: select a card on your turn; a darkened one is against the
rules (try it to read why). CLAIM (C) ends the hand when the rest
is surely yours or no points are left; UNDO (U) takes back your
last card or pass, as the Rules screen allows.

After a hand: this hand + before = total; blue marks the leader
(lit in mono), red the winner. A win or a moon gets a show: a key
ends it.

QUIT offers to save; Ctrl-C saves and leaves; F9 hides the game.

"I come not, friends, to steal away your hearts."
- Shakespeare, Julius Caesar, III.ii"""

#: The line from Julius Caesar (Antony's speech, act III, scene ii) that Windows Hearts
#: offered from its Help menu; the main screen's help ends with it.
QUOTATION = "I come not, friends, to steal away your hearts."

# F1 on each screen: (title, text), short and about that screen only. The Options,
# Players, Rules and Ad screens take theirs from here too.
HELP: dict[str, tuple[str, str]] = {
    "table": ("The Main Playing Screen", TABLE),
    "options": ("The Options screen", """\
Set up the game before the first deal.

DOCS reads the on-line document, HELP shows this text, THEM chooses
your three opponents, RULES sets the house rules and the program
controls. SETUP runs the setup program for the screen and the
sound. PLAY (or ESC) deals the cards. JOIN, when it is there,
takes you to a game on a network server instead."""),
    "players": ("The Players screen", """\
Choose the three computer players you will face.

Put the halo on a portrait to read about that player in the window
below, with what was measured of their play. For Julia that includes
how many points a hand she gains on the same deals at the two amounts
of thinking a game may give her: a desktop's, and a browser's (a game
times the computer once at its start, so that her answers stay
quick). Select a portrait to check or uncheck it. Exactly three must
be checked to leave.

SAVE makes the checked three your usual opponents, LOAD brings back
the saved ones, DONE (or ESC) returns to the Options screen."""),
    "rules": ("The Rules screen", """\
Every house rule and program control, with its value.

Put the halo on a control to read what it does in the window below;
select it to change it to the next value. A change counts at once,
even in the middle of a hand. Undo says how far U (or UNDO) at the
table takes back a card; Scores Hidden keeps the totals and the odds
out of sight until the game ends.

SAVE keeps these settings for every new game, LOAD brings back the
saved ones, DONE (or ESC) returns to the screen you came from."""),
    "odds": ("The Odds screens", """\
Three pages about the hand in progress, worked out only from what
you may know.

Page 1: every card played, trick by trick: each column is a trick,
its cards from top to bottom in the order played, with who played
them. Below, what you passed and received. Page 2: the chance that each opponent is out of a suit or
holds the queen of spades. Page 3: the danger in each of your suits
and your chance to shoot the moon.

NEXT and PREV (PgDn, PgUp) turn the pages (on the last page NEXT is
darkened, on the first PREV); DONE or ESC goes back."""),
    "docs": ("On-line document", """\
Pick a subject with its square button. NEXT and PREV (PgDn, PgUp)
turn the pages and run on into the next subject; DOCS (F10) goes
back to the index; DONE (ESC) closes the document."""),
    "name": ("Your name", """\
Type the name the score sheet will show (up to 12 letters);
BACKSPACE rubs out the last one. ENTER or OK goes on. With no name
you play as "You". Your career statistics are kept under this name."""),
    "quit": ("Quit", """\
Yes saves the game so that it is offered to you the next time you
start; No ends it for good; Cancel goes back to the table."""),
    "ad": ("The Ad screen", """\
A word about our other game, HomeRun, on your way out. Where it is
installed, H or PLAY HOMERUN starts it; any other key or mouse
button leaves the program."""),
}

DOCS_SCREEN = HELP["docs"][1]

DOCS_DISABLED = """\
The program cannot use {doc} and {idx}, the two files of this
document: one of them is missing, unreadable or damaged. Everything
else works as usual, and F1 still gives help on every screen.
Reinstalling the program brings the document back."""

RULES_NOTE = """\
These are the house rules of this game and your program controls.
They can be changed on the Rules screen before a game."""
