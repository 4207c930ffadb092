"""No import circle anywhere in the package, type-only imports included.

Walks every module's source (imports at the top, inside functions and under
`if TYPE_CHECKING:` alike), resolves each import to the StudDesk modules it
names, and looks for strongly connected components in that graph. A circle,
even one that only type checkers follow, means two modules are one concept cut
in half, or a lower layer that knows a higher one.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import studdesk

PACKAGE = Path(studdesk.__file__).resolve().parent


def module_files(package: Path) -> dict[str, Path]:
    out: dict[str, Path] = {}
    for path in package.rglob("*.py"):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imported_names(module: str, path: Path) -> Iterator[str]:
    """Every module name `module` imports, relative imports resolved, `from m import x` as m and m.x."""
    is_package = path.name == "__init__.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            yield target
            yield from (f"{target}.{alias.name}" for alias in node.names)


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    files = module_files(package)
    root = package.name
    graph: dict[str, set[str]] = {}
    for module, path in files.items():
        edges = set()
        for name in imported_names(module, path):
            # `import a.b.c` also runs a and a.b: an edge to each package on the way
            while name:
                if name in files and name != module and not module.startswith(name + "."):
                    edges.add(name)
                name = name.rpartition(".")[0] if name.startswith(root + ".") else ""
        graph[module] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_walk_sees_type_only_relative_and_late_imports(tmp_path: Path) -> None:
    """The checker itself: it must see what it claims to see, or the test below proves nothing."""
    pkg = tmp_path / "toy"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("from . import leaf\n")
    (pkg / "sub" / "leaf.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from toy.top import Top\n"
    )
    (pkg / "top.py").write_text("def late():\n    from .sub.leaf import x\n")
    (pkg / "alone.py").write_text("import toy.sub.leaf\n")
    graph = import_graph(pkg)
    assert graph["toy.sub"] == {"toy.sub.leaf"}
    assert graph["toy.sub.leaf"] == {"toy.top"}  # a type-only import counts
    assert graph["toy.top"] == {"toy.sub", "toy.sub.leaf"}  # so does one inside a function
    assert graph["toy.alone"] == {"toy.sub", "toy.sub.leaf"}
    assert cycles(graph) == [["toy.sub", "toy.sub.leaf", "toy.top"]]
    assert "studdesk.engine.cards" in import_graph()["studdesk.engine.hand"]


def test_no_import_cycle_in_the_package() -> None:
    found = cycles(import_graph())
    assert found == [], "import circles (type-only imports count too): " + "; ".join(
        " <-> ".join(c) for c in found
    )
