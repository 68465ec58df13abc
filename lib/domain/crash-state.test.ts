import { expect, it } from "vitest";
import { crashReducer, errorMessageOf, initialCrashState } from "./crash-state";

it("records an error, then ignores further errors for 1 s after ignore", () => {
  let s = crashReducer(initialCrashState, { type: "report", message: "a", source: "app", now: 0 });
  expect(s.error?.message).toBe("a");
  s = crashReducer(s, { type: "ignore", now: 100 });
  expect(s.error).toBeNull();
  s = crashReducer(s, { type: "report", message: "b", source: "window", now: 1099 });
  expect(s.error).toBeNull();
  s = crashReducer(s, { type: "report", message: "c", source: "router", now: 1100 });
  expect(s.error).toMatchObject({ message: "c", source: "router" });
});
it("reads messages from errors, strings and objects", () => {
  expect(errorMessageOf(new TypeError("x"))).toBe("x");
  expect(errorMessageOf("plain")).toBe("plain");
  expect(errorMessageOf({ code: 1 })).toBe('{"code":1}');
});
