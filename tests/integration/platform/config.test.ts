import { expect, it } from "vitest";
import { loadConfig, secureCookies } from "@/lib/server/config";

it("the demo needs no configuration", () => {
  const c = loadConfig({});
  expect(c).toMatchObject({ PRODUCT_DOMAIN: "localhost", TOOLKIT_HOSTS: ["toolkit.localhost"], SUITE_HOSTS: ["suite.localhost"], MURMUR_MODE: "development" });
});

it("production mode stops start-up naming every missing variable", () => {
  expect(() => loadConfig({ MURMUR_MODE: "production", PRODUCT_DOMAIN: "murmur.app" })).toThrow(
    "Missing env variables: TOOLKIT_HOSTS, SUITE_HOSTS, DATABASE_URL, ANALYTICS_TOKEN, AUTH_URL, AUTH_SECRET",
  );
});

it("Stripe billing stops start-up naming each missing Stripe key; local billing needs none", () => {
  expect(() => loadConfig({ BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1" })).toThrow("Missing env variables: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET");
  expect(loadConfig({}).BILLING_PROVIDER).toBe("local");
  expect(() => loadConfig({ BILLING_PROVIDER: "paypal" })).toThrow(/BILLING_PROVIDER/);
});

it("an upload bucket stops start-up without its keys; without a bucket uploads stay on local disk", () => {
  expect(() => loadConfig({ UPLOADS_S3_BUCKET: "media" })).toThrow("Missing env variables: UPLOADS_S3_ACCESS_KEY_ID, UPLOADS_S3_SECRET_ACCESS_KEY");
  const c = loadConfig({ UPLOADS_S3_BUCKET: "media", UPLOADS_S3_ACCESS_KEY_ID: "id", UPLOADS_S3_SECRET_ACCESS_KEY: "secret", UPLOADS_S3_FORCE_PATH_STYLE: "0" });
  expect(c).toMatchObject({ UPLOADS_S3_REGION: "us-east-1", UPLOADS_S3_FORCE_PATH_STYLE: false, UPLOADS_S3_URL_TTL_SECONDS: 900 });
  expect(loadConfig({}).UPLOADS_S3_BUCKET).toBe("");
});

it("host lists are comma-separated", () => {
  expect(loadConfig({ TOOLKIT_HOSTS: "toolkit.murmur.app, pro.murmur.app" }).TOOLKIT_HOSTS).toEqual(["toolkit.murmur.app", "pro.murmur.app"]);
});

it("budget-mode assumptions: a cost per 1,000 reached and CODE=rate currency pairs, refused when malformed", () => {
  const c = loadConfig({});
  expect(c.TARGETING_COST_PER_1000_REACHED_USD).toBe(1.9);
  expect(c.TARGETING_CURRENCY_USD_RATES).toMatchObject({ USD: 1, EUR: 1.1, YEN: 0.0067, SAR: 0.27 });
  expect(c.TARGETING_CURRENCY_USD_RATES.Other).toBeUndefined();
  expect(loadConfig({ TARGETING_CURRENCY_USD_RATES: "EUR=0.9", TARGETING_COST_PER_1000_REACHED_USD: "4.5" })).toMatchObject({ TARGETING_CURRENCY_USD_RATES: { USD: 1, EUR: 0.9 }, TARGETING_COST_PER_1000_REACHED_USD: 4.5 });
  expect(() => loadConfig({ TARGETING_CURRENCY_USD_RATES: "EUR:0.9" })).toThrow(/Bad currency rate "EUR:0.9"/);
  expect(() => loadConfig({ TARGETING_COST_PER_1000_REACHED_USD: "0" })).toThrow();
});

it("cookies go out Secure in production mode and wherever sign-in is on https, not on the plain-http demo", () => {
  const production = { MURMUR_MODE: "production", AUTH_URL: "http://murmur.internal", PRODUCT_DOMAIN: "murmur.app", TOOLKIT_HOSTS: "toolkit.murmur.app", SUITE_HOSTS: "suite.murmur.app", DATABASE_URL: "postgres://db/murmur", ANALYTICS_TOKEN: "t", AUTH_SECRET: "a-secret-of-32-characters-or-more" };
  expect(secureCookies(loadConfig(production))).toBe(true);
  expect(secureCookies(loadConfig({ AUTH_URL: "https://murmur.app" }))).toBe(true);
  expect(secureCookies(loadConfig({}))).toBe(false);
});
