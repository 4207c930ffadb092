"""Cheaper construction of the frozen slots dataclasses built in hot loops.

The `__init__` that `dataclass` writes for a frozen class goes through
`object.__setattr__` once per field; the slot descriptors' `__set__` does the
same at half the cost, and a simulation builds millions of events and commands.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, TypeVar

_T = TypeVar("_T")


def fill_slots_directly(cls: type[_T]) -> type[_T]:
    """Replace a frozen slots dataclass's `__init__` by one that sets each slot through its descriptor.

    Same parameters and defaults, so keywords, `dataclasses.replace` and pickling work as
    before; immutability is untouched (only `__init__` bypasses the frozen `__setattr__`).
    """
    params = fields(cls)  # type: ignore[arg-type]  # only ever given dataclasses
    if hasattr(cls, "__post_init__") or any(f.default_factory is not MISSING for f in params):
        raise TypeError(f"{cls.__name__}: only plain fields can be filled directly")
    names = [f.name for f in params]
    namespace: dict[str, Any] = {f"_set_{name}": getattr(cls, name).__set__ for name in names}
    body = "".join(f"    _set_{name}(self, {name})\n" for name in names)
    exec(f"def __init__(self, {', '.join(names)}):\n{body}", namespace)  # as `dataclass` itself does
    init = namespace["__init__"]
    init.__defaults__ = tuple(f.default for f in params if f.default is not MISSING) or None
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    setattr(cls, "__init__", init)  # noqa: B010  # mypy refuses a plain assignment to a method
    return cls
