"""Op references: the entries of a generated client's `ops` tree."""

from __future__ import annotations

from typing import Generic, TypeVar

F = TypeVar("F", covariant=True)


class OpRef(str, Generic[F]):
    """A reference to one op: its id as a `str`, accepted wherever an op id is. `F` (for type checkers only) is a
    callable type whose parameters are the keyword arguments `with_response(op, ...)` takes and whose return type is
    the type of its `.data`."""

    __slots__ = ()

    @property
    def id(self) -> str:
        """The op id (`files.list`)."""
        return str(self)

    def __repr__(self) -> str:
        return f"OpRef({str(self)!r})"
