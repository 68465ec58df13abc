import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, DEFAULT_DEBOUNCE_MS } from "./debounce";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits 500 ms by default and calls once with the last arguments", () => {
    const fn = vi.fn();
    const search = debounce(fn);
    search("m");
    vi.advanceTimersByTime(300);
    search("mu");
    vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith("mu");
  });
  it("honours a custom wait, cancel and flush", () => {
    const fn = vi.fn();
    const save = debounce(fn, 100);
    save(1);
    save.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
    save(2);
    save.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    save.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
