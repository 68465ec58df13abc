import { cleanup, act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi, afterEach } from "vitest";
import { renderWithIntl } from "@/tests/support/intl";
import { DataTable, type TableColumn } from "./data-table";

afterEach(cleanup);

type Row = { name: string; reach: number };
const rows: Row[] = [
  { name: "beta", reach: 20 },
  { name: "alpha", reach: 30 },
  { name: "gamma", reach: 10 },
];
const columns: TableColumn<Row>[] = [
  { name: "Name", value: "name", sortKey: "name" },
  { name: "Reach", value: "reach", sortKey: "reach", align: "end" },
  { name: "Fixed", value: "reach", sortKey: "fixed", disabled: true },
];
const names = () => screen.getAllByRole("row").slice(1).map((row) => row.getAttribute("data-row-key"));
const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(name) });

describe("DataTable", () => {
  it("sorts ascending, then descending, then clears", () => {
    renderWithIntl(<DataTable caption="Accounts" columns={columns} rows={rows} rowKey={(r) => r.name} />);
    const button = within(header("Reach")).getByRole("button");
    fireEvent.click(button);
    expect(names()).toEqual(["gamma", "beta", "alpha"]);
    expect(header("Reach").getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(button);
    expect(names()).toEqual(["alpha", "beta", "gamma"]);
    expect(header("Reach").getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(button);
    expect(names()).toEqual(["beta", "alpha", "gamma"]);
    expect(header("Reach").getAttribute("aria-sort")).toBeNull();
  });

  it("does not sort a disabled column", () => {
    renderWithIntl(<DataTable caption="Accounts" columns={columns} rows={rows} rowKey={(r) => r.name} />);
    expect(within(header("Fixed")).queryByRole("button")).toBeNull();
  });

  it("hands the sort value to an async handler and shows loading until it settles", async () => {
    let finish: () => void = () => {};
    const onSort = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithIntl(<DataTable caption="Accounts" columns={columns} rows={rows} rowKey={(r) => r.name} onSort={onSort} />);
    const button = within(header("Name")).getByRole("button");
    fireEvent.click(button);
    expect(onSort).toHaveBeenLastCalledWith("name");
    expect(screen.getByRole("status").textContent).toContain("Loading");
    expect(names()).toEqual(["beta", "alpha", "gamma"]);
    await act(async () => finish());
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.click(button);
    expect(onSort).toHaveBeenLastCalledWith("-name");
    await act(async () => finish());
    fireEvent.click(button);
    expect(onSort).toHaveBeenLastCalledWith(null);
    await act(async () => finish());
  });

  it("makes select-all indeterminate for a partial selection", () => {
    const onSelectionChange = vi.fn();
    renderWithIntl(<DataTable caption="Accounts" columns={columns} rows={rows} rowKey={(r) => r.name} selectable onSelectionChange={onSelectionChange} />);
    const all = screen.getByRole("checkbox", { name: "Select all rows" });
    expect(all.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select alpha" }));
    expect(all.getAttribute("aria-checked")).toBe("mixed");
    expect(onSelectionChange).toHaveBeenLastCalledWith(["alpha"]);
    fireEvent.click(all);
    expect(all.getAttribute("aria-checked")).toBe("true");
    expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(3);
    fireEvent.click(all);
    expect(all.getAttribute("aria-checked")).toBe("false");
  });

  it("shows the empty message and a loading state without rows", () => {
    const { unmount } = renderWithIntl(<DataTable caption="Accounts" columns={columns} rows={[]} rowKey={(r) => r.name} empty="No accounts" />);
    expect(screen.getByText("No accounts")).toBeTruthy();
    unmount();
    renderWithIntl(<DataTable caption="Accounts" columns={columns} rows={[]} rowKey={(r) => r.name} loading />);
    expect(screen.queryByText("Nothing to show yet.")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Loading");
  });
});
