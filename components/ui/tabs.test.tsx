import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "@/tests/support/intl";
import { Tabs, type TabItem } from "./tabs";

const tabs: TabItem[] = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"].map((name) => ({ name, slot: <p>{name} panel</p> }));

let width = 300;

describe("Tabs", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(() => width);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("shows what fits at about 60 px a tab, re-measured every 100 ms, the rest behind More", () => {
    width = 300;
    renderWithIntl(<Tabs tabs={tabs} label="Sections" />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["One", "Two", "Three", "Four"]);
    expect(screen.getByRole("button", { name: "5 more tabs" })).toBeTruthy();

    width = 540;
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getAllByRole("tab")).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole("tab")).toHaveLength(9);
    expect(screen.queryByRole("button", { name: /more tabs/ })).toBeNull();
  });

  it("shows the selected tab's panel", () => {
    width = 600;
    renderWithIntl(<Tabs tabs={tabs} label="Sections" defaultValue="Three" />);
    expect(screen.getByRole("tab", { name: "Three" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Three panel");
  });
});
