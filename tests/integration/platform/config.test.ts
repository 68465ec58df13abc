import { expect, it } from "vitest";
import { loadConfig } from "@/lib/server/config";

it("the demo needs no configuration", () => {
  const c = loadConfig({});
  expect(c).toMatchObject({ PRODUCT_DOMAIN: "localhost", TOOLKIT_HOSTS: ["toolkit.localhost"], SUITE_HOSTS: ["suite.localhost"], MURMUR_MODE: "development" });
});

it("production mode stops start-up naming every missing variable", () => {
  expect(() => loadConfig({ MURMUR_MODE: "production", PRODUCT_DOMAIN: "murmur.app" })).toThrow(
    "Missing env variables: TOOLKIT_HOSTS, SUITE_HOSTS, DATABASE_URL, ANALYTICS_TOKEN, AUTH_SECRET",
  );
});

it("host lists are comma-separated", () => {
  expect(loadConfig({ TOOLKIT_HOSTS: "toolkit.murmur.app, pro.murmur.app" }).TOOLKIT_HOSTS).toEqual(["toolkit.murmur.app", "pro.murmur.app"]);
});
