"use client";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState, type Updater } from "@tanstack/react-table";
import { nextSort, selectionState, sortDirectionOf, sortRows, type SortValue } from "@/lib/domain/kit/sort-cycle";
import { Checkbox } from "./checkbox";
import { cn } from "./cn";
import { Icon } from "./icon";
import { Spinner } from "./spinner";

/** A column: header `name`, cell `value`, optional `sortKey` (makes it sortable unless `disabled`), layout and a custom cell `slot`. */
export type TableColumn<T> = {
  name: string;
  value: (keyof T & string) | ((row: T) => unknown);
  sortKey?: string;
  align?: "start" | "center" | "end";
  width?: number | string;
  slot?: (row: T) => React.ReactNode;
  disabled?: boolean;
};

type DataTableProps<T> = {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Names the table for assistive tech (rendered as a hidden caption). */
  caption: string;
  sort?: SortValue;
  defaultSort?: SortValue;
  /** Sorting happens elsewhere (e.g. the server): the table shows a loading state until it settles. */
  onSort?: (sort: SortValue) => unknown;
  selectable?: boolean;
  selected?: readonly string[];
  onSelectionChange?: (keys: string[]) => void;
  loading?: boolean;
  empty?: React.ReactNode;
  className?: string;
};

const ALIGN = { start: "text-start", center: "text-center", end: "text-end" } as const;
const JUSTIFY = { start: "justify-start", center: "justify-center", end: "justify-end" } as const;

function cellValue<T>(row: T, column: TableColumn<T>): unknown {
  return typeof column.value === "function" ? column.value(row) : row[column.value];
}

function display(value: unknown): React.ReactNode {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number") return value.toLocaleString();
  return String(value);
}

const isSortable = <T,>(column: TableColumn<T>) => Boolean(column.sortKey) && !column.disabled;

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, caption, onSort, selectable = false, loading = false, empty, className } = props;
  const t = useTranslations("kit.table");
  const [ownSort, setOwnSort] = useState<SortValue>(props.defaultSort ?? null);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const [sorting, setSorting] = useState(false);
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const rowSelection = useMemo<RowSelectionState>(
    () => (props.selected ? Object.fromEntries(props.selected.map((key) => [key, true])) : ownSelection),
    [props.selected, ownSelection],
  );

  const data = useMemo(() => {
    if (onSort) return [...rows];
    return sortRows(rows, sort, (row, key) => {
      const column = columns.find((c) => c.sortKey === key);
      return column ? cellValue(row, column) : undefined;
    });
  }, [rows, sort, onSort, columns]);

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () => columns.map((column, index) => ({ id: column.sortKey ?? `column-${index}`, header: column.name, accessorFn: (row: T) => cellValue(row, column) })),
    [columns],
  );

  // TanStack's table object is mutable by design; the React Compiler leaves this component unmemoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: columnDefs,
    getRowId: (row) => rowKey(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableRowSelection: selectable,
    state: { rowSelection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === "function" ? updater(rowSelection) : updater;
      setOwnSelection(next);
      props.onSelectionChange?.(Object.keys(next).filter((key) => next[key]));
    },
  });

  const changeSort = async (key: string) => {
    const next = nextSort(sort, key);
    setOwnSort(next);
    if (!onSort) return;
    setSorting(true);
    try {
      await onSort(next);
    } finally {
      setSorting(false);
    }
  };

  const busy = loading || sorting;
  const tableRows = table.getRowModel().rows;
  const selectedCount = tableRows.filter((row) => row.getIsSelected()).length;
  const allState = selectionState(selectedCount, tableRows.length);
  const colSpan = columns.length + (selectable ? 1 : 0);

  return (
    <div data-slot="data-table" className={cn("relative w-full overflow-x-auto rounded-xl border border-border bg-card", className)}>
      <table className="w-full border-collapse text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border bg-muted/50">
            {selectable ? (
              <th scope="col" className="w-11 px-3 py-2.5">
                <Checkbox
                  data-testid="select-all"
                  aria-label={t("selectAll")}
                  disabled={tableRows.length === 0}
                  checked={allState === "all" ? true : allState === "some" ? "indeterminate" : false}
                  onCheckedChange={() => table.toggleAllRowsSelected(allState !== "all")}
                />
              </th>
            ) : null}
            {columns.map((column, index) => {
              const direction = column.sortKey ? sortDirectionOf(sort, column.sortKey) : null;
              const align = column.align ?? "start";
              return (
                <th
                  key={column.sortKey ?? index}
                  scope="col"
                  aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined}
                  style={{ width: column.width }}
                  className={cn("px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase", ALIGN[align])}
                >
                  {isSortable(column) ? (
                    <button
                      type="button"
                      data-sort-key={column.sortKey}
                      onClick={() => changeSort(column.sortKey as string)}
                      className={cn(
                        "-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 uppercase outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
                        direction && "text-foreground",
                        JUSTIFY[align],
                      )}
                    >
                      {column.name}
                      <Icon
                        name={direction === "asc" ? "arrow_upward" : direction === "desc" ? "arrow_downward" : "unfold_more"}
                        size="xs"
                        className={direction ? "text-primary" : "opacity-60"}
                      />
                    </button>
                  ) : (
                    column.name
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={cn("transition-opacity", busy && tableRows.length > 0 && "opacity-50")}>
          {tableRows.length === 0 && busy
            ? [0, 1, 2].map((i) => (
                <tr key={i} className="border-b border-border last:border-0">
                  <td colSpan={colSpan} className="px-3 py-3.5">
                    <div className="h-3 animate-pulse rounded bg-muted" style={{ width: `${80 - i * 15}%` }} />
                  </td>
                </tr>
              ))
            : null}
          {tableRows.length === 0 && !busy ? (
            <tr>
              <td colSpan={colSpan} className="px-3 py-12 text-center" data-slot="data-table-empty">
                <div className="flex flex-col items-center gap-2 text-muted-foreground">
                  <Icon name="inbox" size="xl" />
                  <span className="text-sm">{empty ?? t("empty")}</span>
                </div>
              </td>
            </tr>
          ) : null}
          {tableRows.map((row) => (
            <tr
              key={row.id}
              data-row-key={row.id}
              data-selected={row.getIsSelected() || undefined}
              className="border-b border-border transition-colors last:border-0 hover:bg-muted/40 data-[selected]:bg-primary/5"
            >
              {selectable ? (
                <td className="px-3 py-2.5">
                  <Checkbox
                    aria-label={t("selectRow", { name: String(cellValue(row.original, columns[0]) ?? row.id) })}
                    checked={row.getIsSelected()}
                    onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                  />
                </td>
              ) : null}
              {columns.map((column, index) => (
                <td key={column.sortKey ?? index} className={cn("px-3 py-2.5 text-foreground", ALIGN[column.align ?? "start"], column.align === "end" && "tabular-nums")}>
                  {column.slot ? column.slot(row.original) : display(cellValue(row.original, column))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {busy && tableRows.length > 0 ? (
        <div className="pointer-events-none absolute inset-0 grid place-items-center" data-slot="data-table-loading">
          <span role="status" className="flex items-center gap-2 rounded-full border border-border bg-popover px-3 py-1.5 text-xs font-medium text-foreground shadow-md">
            <Spinner size="sm" className="text-primary" />
            {t("loading")}
          </span>
        </div>
      ) : null}
      {busy && tableRows.length === 0 ? (
        <span role="status" className="sr-only">
          {t("loading")}
        </span>
      ) : null}
    </div>
  );
}
