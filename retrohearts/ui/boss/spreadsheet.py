"""A department budget in a 1993 spreadsheet, the boss key's screen for Hearts.

The look of the spreadsheets of the time in a text mode: a control panel of three lines
(the cell under the pointer with its format and formula, the READY indicator), the
worksheet frame (column letters along the top, row numbers down the left, in reverse), the
cells, and a status line with the file name, the date and the time. The arrow keys, Page
Up/Down and Home move the cell pointer and the control panel follows; a click puts the
pointer on a cell. As many columns as the screen's width holds are shown (four on CGA's 40
columns, eight on 80).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.ui.boss.base import DATE_SHORT, BossScreen
from retrohearts.ui.textgrid import BLACK, CYAN, GREY, WHITE, TextColours, TextGrid

if TYPE_CHECKING:
    from retrohearts.pc.app import App

FILE_NAME = "BUDGET94.WK1"
LABEL_WIDTH = 14  # column A holds the labels
COLUMN_WIDTH = 9
GUTTER = 5  # the row numbers' column
TOP = 4  # rows of the control panel and the column letters above the cells
QUARTERS = ("Q1", "Q2", "Q3", "Q4")
LINES: tuple[tuple[str, tuple[int, int, int, int]], ...] = (
    ("Salaries", (48200, 48200, 49650, 49650)),
    ("Benefits", (9640, 9640, 9930, 9930)),
    ("Rent", (12000, 12000, 12000, 12000)),
    ("Travel", (3150, 4200, 2800, 5100)),
    ("Supplies", (1875, 1640, 1920, 2210)),
    ("Equipment", (4500, 0, 6200, 1800)),
    ("Software", (2400, 950, 1200, 3300)),
    ("Training", (1200, 2500, 0, 1800)),
    ("Telephone", (2340, 2290, 2410, 2520)),
    ("Postage", (610, 580, 640, 890)),
)
BUDGET = (88000, 86500, 88500, 91000)
FIRST = 6  # the sheet row of the first budget line


@dataclass(frozen=True)
class Cell:
    """What a cell shows, and what the control panel says of it."""

    shown: str
    entry: str  # "'Salaries", "(,0) 48200", "(,0) @SUM(B6..B15)"
    right: bool = False  # numbers stand at the right of their column


def _number(n: float) -> str:
    return f"{round(n):,}"


def sheet() -> dict[tuple[int, int], Cell]:
    """Every filled cell by (column, row), both counted from 0 (A1 is (0, 0))."""
    cells: dict[tuple[int, int], Cell] = {}

    def label(col: int, row: int, text: str, prefix: str = "'") -> None:
        cells[(col, row)] = Cell(text, prefix + text, right=prefix == '"')

    def value(col: int, row: int, n: float, formula: str = "") -> None:
        cells[(col, row)] = Cell(_number(n), f"(,0) {formula or round(n)}", right=True)

    label(0, 0, "DEPT 12 - OFFICE SERVICES")
    label(0, 1, "Budget FY1994, draft 3 (in $)")
    for i, q in enumerate((*QUARTERS, "TOTAL", "% of tot")):
        label(i + 1, 3, q, '"')
    label(0, 4, "-" * 12, "\\")
    for col in range(1, 7):
        label(col, 4, "-" * 8, "\\")
    last = FIRST + len(LINES) - 1
    totals = [sum(q[i] for _, q in LINES) for i in range(4)]
    grand = sum(totals)
    for r, (name, quarters) in enumerate(LINES):
        row = FIRST + r
        label(0, row, name)
        for i, n in enumerate(quarters):
            value(i + 1, row, n)
        value(5, row, sum(quarters), f"@SUM(B{row + 1}..E{row + 1})")
        share = sum(quarters) / grand * 100
        cells[(6, row)] = Cell(f"{share:.1f}%", f"(P1) +F{row + 1}/F${last + 3}", right=True)
    total_row = last + 2
    label(0, total_row, "TOTAL")
    for i, n in enumerate(totals):
        letter = "BCDE"[i]
        value(i + 1, total_row, n, f"@SUM({letter}{FIRST + 1}..{letter}{last + 1})")
    value(5, total_row, grand, f"@SUM(B{total_row + 1}..E{total_row + 1})")
    label(0, total_row + 1, "Budget")
    for i, n in enumerate(BUDGET):
        value(i + 1, total_row + 1, n)
    value(5, total_row + 1, sum(BUDGET), f"@SUM(B{total_row + 2}..E{total_row + 2})")
    label(0, total_row + 2, "Variance")
    for i in range(5):
        letter = "BCDEF"[i]
        spent = totals[i] if i < 4 else grand
        plan = BUDGET[i] if i < 4 else sum(BUDGET)
        value(i + 1, total_row + 2, plan - spent,
              f"+{letter}{total_row + 2}-{letter}{total_row + 1}")
    return cells


SHEET = sheet()
LAST_ROW = max(row for _, row in SHEET) + 8


def column_name(col: int) -> str:
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[col]


class SpreadsheetScreen(BossScreen):
    """The budget, with a cell pointer the keys and the mouse move."""

    def __init__(self) -> None:
        super().__init__()
        self.col, self.row = 1, FIRST  # B7: the first quarter's salaries
        self.top = 0  # the first sheet row on screen

    # -- geometry -------------------------------------------------------------------
    @staticmethod
    def columns(grid: TextGrid) -> list[tuple[int, int]]:
        """(screen column, width) of each sheet column that fits, from A."""
        out, x = [], GUTTER
        for col in range(26):
            width = LABEL_WIDTH if col == 0 else COLUMN_WIDTH
            if x + width > grid.cols:
                break
            out.append((x, width))
            x += width
        return out

    @staticmethod
    def visible_rows(grid: TextGrid) -> int:
        return max(1, grid.rows - TOP - 1)

    # -- keys and clicks ----------------------------------------------------------------
    def react(self, app: App) -> None:
        grid = TextGrid.of(app)
        inp = app.input
        last_col = len(self.columns(grid)) - 1
        page = self.visible_rows(grid)
        moves = {"LEFT": (-1, 0), "RIGHT": (1, 0), "UP": (0, -1), "DOWN": (0, 1),
                 "PGUP": (0, -page), "PGDN": (0, page), "TAB": (1, 0)}
        for key, (dc, dr) in moves.items():
            if inp.pressed(key):
                self.col = max(0, min(last_col, self.col + dc))
                self.row = max(0, min(LAST_ROW, self.row + dr))
        if inp.pressed("HOME"):
            self.col, self.row = 0, 0
        if inp.click and inp.mouse is not None:
            col, row = grid.cell_at(*inp.mouse)
            for i, (x, width) in enumerate(self.columns(grid)):
                if x <= col < x + width and TOP <= row < TOP + page:
                    self.col, self.row = i, self.top + row - TOP
        if self.row < self.top:
            self.top = self.row
        elif self.row >= self.top + page:
            self.top = self.row - page + 1

    # -- drawing ------------------------------------------------------------------------
    def draw(self, app: App) -> None:
        grid = TextGrid.of(app)
        tc = TextColours(app)
        text = tc.pair(GREY, BLACK)
        panel = tc.pair(WHITE, BLACK)
        frame = tc.pair(BLACK, CYAN)
        pointer = tc.pair(BLACK, GREY)
        grid.clear(text[1])
        cell = SHEET.get((self.col, self.row))
        address = f"{column_name(self.col)}{self.row + 1}:"
        grid.put(0, 0, f"{address} {cell.entry if cell else ''}".rstrip(), *panel)
        grid.put(grid.cols - 7, 0, " READY ", *frame)
        columns = self.columns(grid)
        width = columns[-1][0] + columns[-1][1]
        grid.fill(0, TOP - 1, width, 1, frame[1])
        for i, (x, w) in enumerate(columns):
            grid.put(x + (w - 1) // 2, TOP - 1, column_name(i), *frame)
        for line in range(self.visible_rows(grid)):
            row = self.top + line
            y = TOP + line
            grid.put(0, y, f"{row + 1:<{GUTTER - 1}} ", *frame)
            for i, (x, w) in enumerate(columns):
                here = SHEET.get((i, row))
                colours = pointer if (i, row) == (self.col, self.row) else text
                if colours is pointer:
                    grid.fill(x, y, w, 1, pointer[1])
                if here is None:
                    continue
                shown = here.shown[: w - 1]
                at = x + w - 1 - len(shown) if here.right else x
                # a long label runs on over the empty cells to its right, as it does there
                room = w if here.right else width - x
                grid.put(at, y, here.shown[:room] if not here.right else shown, colours[0])
        status = grid.rows - 1
        grid.put(0, status, f"{FILE_NAME}  {DATE_SHORT}  {self.clock()}", *text)
        grid.put(grid.cols - 4, status, "NUM", *frame)
