import { expect, it } from "vitest";
import { decideScroll } from "./scroll";

it("a hash scrolls smoothly after 200 ms", () =>
  expect(decideScroll("#pricing", { x: 0, y: 400 })).toEqual({ kind: "hash", id: "pricing", delayMs: 200, behavior: "smooth" }));
it("otherwise restores a saved position", () => expect(decideScroll("", { x: 0, y: 400 })).toEqual({ kind: "restore", x: 0, y: 400 }));
it("otherwise goes to the top", () => expect(decideScroll("#", null)).toEqual({ kind: "top" }));
