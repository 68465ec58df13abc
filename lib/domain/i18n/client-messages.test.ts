import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { clientMessages } from "./client-messages";

describe("clientMessages", () => {
  it("sends the toolkit's public pages only the shell's messages", () => {
    for (const route of ["home", "about", "proTargeting", "proSolutions", "proCommunity", "marketingMaterials"]) {
      expect(Object.keys(clientMessages(en, "toolkit", route))).toEqual(["shell"]);
    }
    expect(JSON.stringify(clientMessages(en, "toolkit", "home")).length).toBeLessThan(JSON.stringify(en).length / 5);
  });
  it("sends every other page, and the same route ids on other faces, the whole catalogue", () => {
    expect(clientMessages(en, "toolkit", "explore")).toBe(en);
    expect(clientMessages(en, "toolkit", null)).toBe(en);
    expect(clientMessages(en, "dashboard", "about")).toBe(en);
  });
});
