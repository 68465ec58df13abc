import { describe, expect, it } from "vitest";
import { DEFAULT_TOAST_TIMEOUT_MS, initialToastState, toastLifetime, toastReducer, type ToastAction } from "./toast-queue";

const run = (actions: ToastAction[]) => actions.reduce(toastReducer, initialToastState);
const add = (text: string, options?: object): ToastAction => ({ type: "add", text, level: "info", options });

describe("toast queue", () => {
  it("numbers toasts from a counter that never reuses ids", () => {
    const s = run([add("a"), add("b"), { type: "remove", id: 1 }, add("c")]);
    expect(s.toasts.map((t) => t.id)).toEqual([2, 3]);
  });
  it("keeps at most 10, dropping the oldest", () => {
    const s = run(Array.from({ length: 11 }, (_, i) => add(`t${i + 1}`)));
    expect(s.toasts).toHaveLength(10);
    expect(s.toasts[0].text).toBe("t2");
    expect(s.toasts[9].text).toBe("t11");
  });
  it("drops new toasts while paused", () => {
    const s = run([{ type: "pause" }, add("lost"), { type: "resume" }, add("kept")]);
    expect(s.toasts.map((t) => t.text)).toEqual(["kept"]);
  });
  it("defaults the timeout to 6000 ms", () => {
    expect(run([add("a")]).toasts[0].options.timeout).toBe(DEFAULT_TOAST_TIMEOUT_MS);
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(6000);
  });
  it("a timeout of 0 or a non-number stays", () => {
    const [a, b, c, d] = run([add("a", { timeout: 0 }), add("b", { timeout: "soon" }), add("c", { timeout: 2500 }), add("d", { timeout: NaN })]).toasts;
    expect(toastLifetime(a)).toBeNull();
    expect(toastLifetime(b)).toBeNull();
    expect(toastLifetime(c)).toBe(2500);
    expect(toastLifetime(d)).toBeNull();
  });
  it("clear removes all", () => {
    expect(run([add("a"), add("b"), { type: "clear" }]).toasts).toEqual([]);
  });
});
