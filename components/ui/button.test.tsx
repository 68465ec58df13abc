import { cleanup, act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi, afterEach } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("shows a spinner and ignores clicks while its async handler is pending", async () => {
    let finish: () => void = () => {};
    const handler = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Button onClick={handler}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });

    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.querySelector("[data-slot=spinner]")).not.toBeNull();

    await act(async () => finish());
    expect(button.getAttribute("aria-busy")).toBeNull();
    expect(button.querySelector("[data-slot=spinner]")).toBeNull();
    fireEvent.click(button);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("recovers after a failing handler", async () => {
    const handler = vi.fn(() => Promise.reject(new Error("nope")));
    render(<Button onClick={handler}>Retry</Button>);
    const button = screen.getByRole("button", { name: "Retry" });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute("aria-busy")).toBeNull();
  });

  it("stays plain for a synchronous handler", () => {
    const handler = vi.fn();
    render(<Button onClick={handler}>Go</Button>);
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(handler).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Go" }).getAttribute("aria-busy")).toBeNull();
  });
});
