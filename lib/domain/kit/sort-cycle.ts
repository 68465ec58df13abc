/**
 * A table's sort is one string: "key" ascending, "-key" descending, null unsorted.
 * Clicking a column cycles ascending -> descending -> cleared; another column starts ascending.
 */
export type SortValue = string | null;
export type SortDirection = "asc" | "desc";

export function nextSort(current: SortValue, key: string): SortValue {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return null;
  return key;
}

export function parseSort(value: SortValue): { key: string; direction: SortDirection } | null {
  if (!value || value === "-") return null;
  return value.startsWith("-") ? { key: value.slice(1), direction: "desc" } : { key: value, direction: "asc" };
}

export function sortDirectionOf(value: SortValue, key: string): SortDirection | null {
  const parsed = parseSort(value);
  return parsed && parsed.key === key ? parsed.direction : null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** Numbers by value, dates by time, text by a natural collation; empty values always last. */
export function compareValues(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === "";
  const bEmpty = b === null || b === undefined || b === "";
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A sorted copy (stable); empty values stay at the end in both directions. */
export function sortRows<T>(rows: readonly T[], sort: SortValue, valueOf: (row: T, key: string) => unknown): T[] {
  const parsed = parseSort(sort);
  if (!parsed) return [...rows];
  const sign = parsed.direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, parsed.key) }))
    .sort((x, y) => {
      const xEmpty = x.value === null || x.value === undefined || x.value === "";
      const yEmpty = y.value === null || y.value === undefined || y.value === "";
      const order = xEmpty || yEmpty ? compareValues(x.value, y.value) : sign * compareValues(x.value, y.value);
      return order || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** "all" when every row is selected, "some" for a partial selection (the indeterminate box), else "none". */
export function selectionState(selected: number, total: number): "all" | "some" | "none" {
  if (total === 0 || selected === 0) return "none";
  return selected >= total ? "all" : "some";
}
