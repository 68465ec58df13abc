// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { configureApi } from "./http/api";
import { startCorsStubServer } from "@/tests/support/cors-stub-server";
import { saveUserLanguage } from "./user-language";

const seen: { method: string; url: string; body: string; csrf?: string }[] = [];
let status = 200;
let stub: Awaited<ReturnType<typeof startCorsStubServer>>;

beforeAll(async () => {
  stub = await startCorsStubServer((req) => {
    seen.push({ method: req.method, url: req.url, body: req.body, csrf: req.headers["x-csrftoken"] as string | undefined });
    return { status, body: status < 400 ? { language: "ja" } : { detail: "Server down" } };
  });
  configureApi({ apiRoot: stub.root, creatorApiRoot: "" });
});
afterAll(() => stub.close());
beforeEach(() => {
  seen.length = 0;
  status = 200;
  document.cookie = "murmur-csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

it("does nothing for a signed-out visitor", async () => {
  expect(document.cookie).not.toContain("murmur-csrf=abc");
  await saveUserLanguage("ja");
  expect(seen.filter((r) => r.method === "PUT")).toEqual([]);
});

it("saves the language on the signed-in user with the CSRF header", async () => {
  document.cookie = "murmur-csrf=abc";
  await saveUserLanguage("ja");
  expect(seen.find((r) => r.method === "PUT")).toMatchObject({ url: "/api/user/me/", body: '{"language":"ja"}', csrf: "abc" });
});

it("a failure only logs a warning", async () => {
  document.cookie = "murmur-csrf=abc";
  status = 500;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  await expect(saveUserLanguage("en")).resolves.toBeUndefined();
  expect(warn).toHaveBeenCalledWith("Could not save the language on the user", expect.anything());
  warn.mockRestore();
});
