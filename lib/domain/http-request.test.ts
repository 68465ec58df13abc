import { describe, expect, it } from "vitest";
import { buildQueryString, encodeBody, fillPathParams, joinUrl } from "./http-request";

describe("request building", () => {
  it("array values repeat the key; nulls are dropped", () => {
    expect(buildQueryString({ country: ["JP", "US"], q: "a b", empty: null, gone: undefined, n: 0, f: false })).toBe(
      "?country=JP&country=US&q=a+b&n=0&f=false",
    );
    expect(buildQueryString({ x: [null, "1"] })).toBe("?x=1");
    expect(buildQueryString({})).toBe("");
  });
  it("replaces {name} path parameters, encoded", () => {
    expect(fillPathParams("/api/teams/{slug}/members", { slug: "a/b" })).toBe("/api/teams/a%2Fb/members");
    expect(() => fillPathParams("/api/x/{pk}/")).toThrow('Missing path parameter "pk"');
  });
  it("joins roots", () => {
    expect(joinUrl("", "/api/x/")).toBe("/api/x/");
    expect(joinUrl("https://api.example.com/", "/api/x/")).toBe("https://api.example.com/api/x/");
  });
});

describe("body encoding", () => {
  it("sends other bodies as JSON", () => {
    expect(encodeBody({ a: 1 })).toEqual({ kind: "json", json: '{"a":1}', query: {} });
    expect(encodeBody(undefined, { q: "1" })).toEqual({ kind: "none", query: { q: "1" } });
  });
  it("sends a File raw and moves the other fields to the query", () => {
    const file = new File(["png"], "logo.png", { type: "image/png" });
    const encoded = encodeBody<File>({ file, team: "acme", tags: ["a", "b"] }, { v: 2 });
    expect(encoded.kind).toBe("file");
    if (encoded.kind !== "file") return;
    expect(encoded.file).toBe(file);
    expect(encoded.query).toEqual({ v: 2, team: "acme", tags: ["a", "b"] });
  });
});
