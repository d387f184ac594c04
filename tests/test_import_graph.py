"""The house's imports, read with `ast`: no cycle between project modules, and the floors kept.

Every import of a project module counts, at the top of a file or inside a function (a
function-level import is still a dependency, only a later one), and so does
``importlib.import_module("retrohearts.x")`` with a literal name; an import under
``if TYPE_CHECKING:`` does not, as it never runs. ``from package import name`` depends on the
package's ``__init__`` and, when ``name`` is a submodule, on ``package.name`` too: naming the
package is importing it (``from . import sibling`` runs the ``__init__`` first). The parent
packages Python runs on the way to ``package.module`` are not counted, so a package
``__init__`` may re-export its submodules for the API's users, as long as none of them imports
it back.

The floors (guide/architecture.md): logic (``cards``, ``hearts/``, ``homerun/``) never imports
pyxel, ``pc/``, ``ui/`` or ``screens/``; ``pc/`` and ``ui/`` never import a game; ``net/``
never imports pyxel, ``pc/``, ``ui/`` or ``screens/``; ``pc/`` imports nothing above it. And the
rooms of Hearts' screens (its sub-packages: table, pregame, pages, files, shared) import one
way, ``shared/`` below them all.

Run as a script (``python tests/test_import_graph.py``) it prints the graph's figures: the
modules, the cycles and the longest chain of imports.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "retrohearts"

Graph = Mapping[str, Iterable[str]]


def module_files(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Each module's dotted name and its file; a package is named by its ``__init__.py``."""
    found: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _walk_running(node: ast.AST) -> Iterator[ast.AST]:
    """Every node under `node` except those in ``if TYPE_CHECKING:`` bodies (never run)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield other
                yield from _walk_running(other)
            continue
        yield child
        yield from _walk_running(child)


def imported_names(source: str, module: str, is_package: bool) -> Iterator[tuple[str, list[str]]]:
    """(dotted name, names taken from it) for each import that runs, absolute."""
    tree = ast.parse(source)
    for node in _walk_running(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, []
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")
                if not is_package:
                    base = base[:-1]
                base = base[:len(base) - (node.level - 1)]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            yield name, [alias.name for alias in node.names]
        elif (isinstance(node, ast.Call) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
              and ((isinstance(node.func, ast.Name) and node.func.id == "import_module")
                   or (isinstance(node.func, ast.Attribute)
                       and node.func.attr == "import_module"))):
            yield node.args[0].value, []


def _known(name: str, files: Mapping[str, Path]) -> str:
    """The longest prefix of `name` that is a project module or a folder with no
    ``__init__.py`` (a namespace package: no code, so no module of the graph)."""
    parts = name.split(".")
    while parts and ".".join(parts) not in files:
        parts.pop()
    known = ".".join(parts)
    if known != name and parts and files[known].name == "__init__.py":
        folder = files[known].parent.joinpath(*name.split(".")[len(parts):])
        if folder.is_dir():
            return name
    return known or name


def import_graph(files: Mapping[str, Path]) -> dict[str, set[str]]:
    """Who imports whom: project modules by dotted name, others by their top-level name."""
    graph: dict[str, set[str]] = {}
    for module, path in files.items():
        targets: set[str] = set()
        is_package = path.name == "__init__.py"
        for name, taken in imported_names(path.read_text(encoding="utf-8"), module, is_package):
            if name.split(".")[0] != PACKAGE:
                targets.add(name.split(".")[0])
                continue
            targets.update(f"{name}.{t}" for t in taken if f"{name}.{t}" in files)
            targets.add(_known(name, files))
        targets.discard(module)
        graph[module] = targets
    return graph


def strong_components(graph: Graph) -> list[list[str]]:
    """Tarjan's strongly connected components (iterative), each sorted, sources first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                found.append(sorted(component))
    return found[::-1]


def cycles(graph: Graph) -> list[list[str]]:
    """The groups of modules that import each other round a loop (a self-import counts)."""
    return sorted(group for group in strong_components(graph)
                  if len(group) > 1 or group[0] in graph.get(group[0], ()))


def longest_chain(graph: Graph) -> list[str]:
    """The longest chain of imports, a cycle's modules counted once (its group stands for it)."""
    groups = strong_components(graph)
    group_of = {member: i for i, group in enumerate(groups) for member in group}
    best: dict[int, list[str]] = {}
    for i in reversed(range(len(groups))):          # sinks first: components come sources first
        below = {group_of[t] for m in groups[i] for t in graph.get(m, ()) if t in group_of} - {i}
        tail = max((best[j] for j in below), key=len, default=[])
        best[i] = [groups[i][0] if len(groups[i]) == 1 else "{" + ", ".join(groups[i]) + "}",
                   *tail]
    return max(best.values(), key=len, default=[])


def _project(graph: Graph) -> dict[str, set[str]]:
    return {m: {t for t in targets if t in graph} for m, targets in graph.items()}


def _under(module: str, *floors: str) -> bool:
    return any(module == f or module.startswith(f + ".") for f in floors)


_LOGIC = ("retrohearts.cards", "retrohearts.hearts", "retrohearts.homerun")
_PRESENTATION = ("pyxel", "retrohearts.pc", "retrohearts.ui", "retrohearts.screens")
_GAMES = ("retrohearts.hearts", "retrohearts.homerun")
_ABOVE_PC = ("retrohearts.ui", "retrohearts.screens", "retrohearts.net", "retrohearts.web")
FLOORS: list[tuple[tuple[str, ...], tuple[str, ...], str]] = [
    (_LOGIC, _PRESENTATION, "logic imports presentation"),
    (("retrohearts.pc", "retrohearts.ui"), _GAMES, "the PC or its widgets import a game"),
    (("retrohearts.net",), _PRESENTATION, "the network floor imports presentation"),
    (("retrohearts.pc",), _ABOVE_PC, "the PC imports a floor above it"),
]


def floor_breaches(graph: Graph) -> list[str]:
    """Each import that goes through a floor, as 'importer -> imported: which rule'."""
    return [f"{module} -> {target}: {rule}"
            for module, targets in sorted(graph.items()) for target in sorted(targets)
            for lower, forbidden, rule in FLOORS
            if _under(module, *lower) and _under(target, *forbidden)]


def room_graph(graph: Graph, house: str) -> dict[str, set[str]]:
    """The sub-packages ("rooms") of package `house`, and which import which: a room imports
    another when one of its modules imports one of the other's. The modules directly in
    `house` (its hallway) are left out."""
    def room(module: str) -> str | None:
        rest = module[len(house) + 1:].split(".") if module.startswith(house + ".") else []
        return rest[0] if len(rest) > 1 else None

    rooms: dict[str, set[str]] = {}
    for module, targets in graph.items():
        here = room(module)
        if here is None:
            continue
        rooms.setdefault(here, set())
        rooms[here].update(r for r in map(room, targets) if r is not None and r != here)
    return rooms


# --- the detector on graphs made up for it -----------------------------------------------------

def _write(root: Path, files: dict[str, str]) -> dict[str, set[str]]:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return _project(import_graph(module_files(root)))


def test_detector_finds_a_cycle_through_a_function_level_import(tmp_path: Path) -> None:
    graph = _write(tmp_path, {
        "retrohearts/__init__.py": "",
        "retrohearts/screens/__init__.py": "",
        "retrohearts/screens/a.py": "from retrohearts.screens.b import B\n",
        "retrohearts/screens/b.py": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from retrohearts.screens.a import A\n"
            "def f():\n    from .c import C\n"),
        "retrohearts/screens/c.py": (
            "def g():\n    import importlib\n"
            "    importlib.import_module('retrohearts.screens.a')\n"),
    })
    assert graph["retrohearts.screens.b"] == {"retrohearts.screens.c"}
    assert cycles(graph) == [["retrohearts.screens.a", "retrohearts.screens.b",
                              "retrohearts.screens.c"]]
    assert len(longest_chain(graph)) == 1


def test_detector_sees_a_package_init_imported_back_by_its_submodule(tmp_path: Path) -> None:
    files = {
        "retrohearts/__init__.py": "",
        "retrohearts/sound/__init__.py": "from .player import play\nVOLUME = 1\n",
        "retrohearts/sound/library.py": "",
        "retrohearts/sound/player.py": (
            "import typing\nif typing.TYPE_CHECKING:\n    from retrohearts.sound import VOLUME\n"
            "from retrohearts.sound.library import NAMES\n"),
    }
    graph = _write(tmp_path, files)
    assert cycles(graph) == []
    assert longest_chain(graph) == ["retrohearts.sound", "retrohearts.sound.player",
                                    "retrohearts.sound.library"]
    sound = ["retrohearts.sound", "retrohearts.sound.player"]
    for back in ("def play():\n    from . import VOLUME\n",  # a name of the __init__
                 "from . import library\n",  # a sibling, but through the package
                 "import retrohearts.sound\n"):
        graph = _write(tmp_path, {"retrohearts/sound/player.py": back})
        assert cycles(graph) == [sound], back


def test_a_folder_without_init_is_no_module(tmp_path: Path) -> None:
    graph = _write(tmp_path, {
        "retrohearts/__init__.py": "",
        "retrohearts/screens/__init__.py": "from retrohearts.screens.game.flow import run\n",
        "retrohearts/screens/game/flow.py": "from retrohearts.screens.game import dialogs\n",
        "retrohearts/screens/game/dialogs.py": "",
    })
    assert graph["retrohearts.screens.game.flow"] == {"retrohearts.screens.game.dialogs"}
    assert cycles(graph) == []


def test_detector_on_a_plain_graph() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"b", "d"}, "d": set(), "e": {"e"}}
    assert cycles(graph) == [["b", "c"], ["e"]]
    assert longest_chain(graph) == ["a", "{b, c}", "d"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_floor_breaches_are_named() -> None:
    graph = {"retrohearts.hearts.hand": {"pyxel", "retrohearts.cards"},
             "retrohearts.ui.cards": {"retrohearts.cards", "retrohearts.homerun.game"},
             "retrohearts.net.server": {"retrohearts.hearts.hand"},
             "retrohearts.pc.app": {"retrohearts.web.storage"}}
    assert floor_breaches(graph) == [
        "retrohearts.hearts.hand -> pyxel: logic imports presentation",
        "retrohearts.pc.app -> retrohearts.web.storage: the PC imports a floor above it",
        "retrohearts.ui.cards -> retrohearts.homerun.game: the PC or its widgets import a game",
    ]


def test_rooms_are_the_sub_packages() -> None:
    graph = {"h.flow": {"h.table.screen"}, "h.table.screen": {"h.pages.odds", "h.table.draw"},
             "h.pages.odds": {"h.shared.ink", "h.flow"}, "h.shared.ink": set(),
             "h.table.draw": set()}
    assert room_graph(graph, "h") == {"table": {"pages"}, "pages": {"shared"}, "shared": set()}
    graph["h.shared.ink"] = {"h.table.draw"}
    assert cycles(room_graph(graph, "h")) == [["pages", "shared", "table"]]


# --- the house itself ---------------------------------------------------------------------------

def test_no_import_cycle_between_project_modules() -> None:
    assert cycles(_project(import_graph(module_files()))) == []


def test_the_rooms_of_the_hearts_screens_import_one_way() -> None:
    """table/, pregame/, pages/, files/, shared/: a newcomer reads them top to bottom."""
    rooms = room_graph(_project(import_graph(module_files())), "retrohearts.screens.hearts")
    assert {"table", "pregame", "pages", "files", "shared"} <= set(rooms)
    assert cycles(rooms) == []
    assert rooms["shared"] == set()  # below every room


def test_the_floors_hold() -> None:
    assert floor_breaches(import_graph(module_files())) == []


def main(argv: list[str]) -> None:
    under = argv[0] if argv else PACKAGE
    graph = _project(import_graph(module_files()))
    found = cycles(graph)
    chain = longest_chain(graph)
    print(f"modules: {len(graph)}")
    print(f"cycles: {len(found)} holding {sum(len(g) for g in found)} modules")
    for group in found:
        print("  " + " <-> ".join(group))
    print(f"longest chain: {len(chain)} modules")
    print("  " + "\n  -> ".join(chain))
    inner = {m: {t for t in ts if _under(t, under)} for m, ts in graph.items() if _under(m, under)}
    inner_chain = longest_chain(inner)
    print(f"longest chain inside {under}: {len(inner_chain)} modules")
    print("  " + "\n  -> ".join(inner_chain))


if __name__ == "__main__":
    main(sys.argv[1:])
