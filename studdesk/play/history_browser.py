"""The history list as pages: a filter, a sort, and the rows fetched a page at a time.

The list never loads every row: `row(i)` fetches the page holding row i (a few
milliseconds at 100,000 stored hands) and keeps the last few pages; a new
filter or sort forgets them. `count` is the number of hands the filter keeps,
asked once per filter. The store is the GUI thread's own connection (reading
never waits for the writer thread, WAL).
"""

from __future__ import annotations

from collections import OrderedDict

from studdesk.persistence.handstore import HandStore
from studdesk.persistence.handstore_query import (
    EVERY_HAND,
    HandFilter,
    HandRow,
    SortKey,
    count_hands,
    list_hands,
)

PAGE = 200
#: pages kept in memory (the rows on screen and round them)
KEPT_PAGES = 8


class HandBrowser:
    def __init__(self, store: HandStore, page: int = PAGE) -> None:
        self.store = store
        self.page = page
        self.filter: HandFilter = EVERY_HAND
        self.sort = SortKey.TIME
        self.descending = True
        self._count: int | None = None
        self._pages: OrderedDict[int, list[HandRow]] = OrderedDict()
        #: queries run so far (the tests check that scrolling fetches pages, not everything)
        self.queries = 0

    def set_filter(self, where: HandFilter) -> None:
        self.filter = where
        self.forget()

    def set_sort(self, sort: SortKey, descending: bool) -> None:
        self.sort, self.descending = sort, descending
        self.forget()

    def forget(self) -> None:
        """Drop what was fetched (new hands were stored, or the filter changed)."""
        self._count = None
        self._pages.clear()

    @property
    def count(self) -> int:
        if self._count is None:
            self._count = count_hands(self.store, self.filter)
            self.queries += 1
        return self._count

    @property
    def stored(self) -> int:
        """Every hand in the store, whatever the filter."""
        return self.store.hand_count()

    def row(self, index: int) -> HandRow | None:
        if not 0 <= index < self.count:
            return None
        number, offset = divmod(index, self.page)
        rows = self._pages.get(number)
        if rows is None:
            rows = list_hands(
                self.store,
                self.filter,
                sort=self.sort,
                descending=self.descending,
                offset=number * self.page,
                limit=self.page,
            )
            self.queries += 1
            self._pages[number] = rows
            while len(self._pages) > KEPT_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(number)
        return rows[offset] if offset < len(rows) else None
