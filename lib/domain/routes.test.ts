import { describe, expect, it } from "vitest";
import { resolveRoute, ROUTES } from "./routes";
import { fillPattern, matchPattern } from "./route-pattern";

describe("matchPattern", () => {
  it("matches static, required and optional segments", () => {
    expect(matchPattern("/a/:id", "/a/7")).toEqual({ id: "7" });
    expect(matchPattern("/a/:id", "/a")).toBeNull();
    expect(matchPattern("/a/:id?", "/a")).toEqual({ id: undefined });
    expect(matchPattern("/a/:id?", "/a/7/8")).toBeNull();
    expect(matchPattern("/", "/")).toEqual({});
    expect(matchPattern("/a", "/a/")).toEqual({});
  });
  it("decodes segments and survives bad escapes", () => {
    expect(matchPattern("/x/:name", "/x/caf%C3%A9")).toEqual({ name: "café" });
    expect(matchPattern("/x/:name", "/x/%E0%A4%A")).toEqual({ name: "%E0%A4%A" });
  });
  it("fills patterns back", () => {
    expect(fillPattern("/t/:id?", { id: undefined })).toBe("/t");
    expect(fillPattern("/t/:id/audiences", { id: "a b" })).toBe("/t/a%20b/audiences");
  });
});

describe("resolveRoute", () => {
  it("rewrites aliases to the canonical internal path", () => {
    const r = resolveRoute("toolkit", "/native-list/9");
    expect(r).toMatchObject({ kind: "page", canonicalPath: "/targeting-lists/9", internalPath: "/toolkit/targeting-lists/9" });
  });
  it("the toolkit's public pages map to their own folder, the suite home to the face prefix", () => {
    expect(resolveRoute("toolkit", "/")).toMatchObject({ kind: "page", internalPath: "/toolkit-site" });
    expect(resolveRoute("toolkit", "/materials")).toMatchObject({ kind: "page", canonicalPath: "/marketing-materials", internalPath: "/toolkit-site/marketing-materials" });
    expect(resolveRoute("toolkit", "/request-access")).toMatchObject({ kind: "page", internalPath: "/toolkit/request-access" });
    expect(resolveRoute("suite", "/")).toMatchObject({ kind: "page", internalPath: "/suite" });
  });
  it("dashboard: /:teamId/ goes to its audiences; anything else to choose-team", () => {
    expect(resolveRoute("dashboard", "/acme/")).toEqual({ kind: "redirect", to: "/acme/audiences" });
    expect(resolveRoute("dashboard", "/")).toEqual({ kind: "redirect", to: "/choose-team" });
    expect(resolveRoute("dashboard", "/acme/nope")).toEqual({ kind: "redirect", to: "/choose-team" });
  });
  it("static dashboard routes win over /:teamId", () => {
    expect(resolveRoute("dashboard", "/welcome")).toMatchObject({ kind: "page", route: { id: "welcome" } });
    expect(resolveRoute("dashboard", "/audiences")).toMatchObject({ kind: "page", route: { id: "standaloneAudiences", layout: "dashboard" } });
  });
  it("toolkit: unknown goes home; suite: unknown is a 404", () => {
    expect(resolveRoute("toolkit", "/nope")).toEqual({ kind: "redirect", to: "/" });
    expect(resolveRoute("suite", "/nope")).toMatchObject({ kind: "not-found" });
  });
  it("internal prefixes are not routes of any face", () => {
    for (const variant of ["dashboard", "toolkit", "suite"] as const) {
      for (const prefix of ["/dashboard/welcome", "/toolkit/about", "/suite/premium"]) {
        expect(resolveRoute(variant, prefix).kind).not.toBe("page");
      }
    }
  });
  it("every route id is unique within its face", () => {
    for (const routes of Object.values(ROUTES)) {
      const ids = routes.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
