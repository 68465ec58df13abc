import { describe, expect, it } from "vitest";
import { sessionCookieDomain } from "./session-cookies";

describe("session cookie domain", () => {
  it("is the root domain only in production on a real domain that sign-in runs under", () => {
    expect(sessionCookieDomain({ production: true, productDomain: "murmur.app", authUrl: "https://app.murmur.app" })).toBe(".murmur.app");
    expect(sessionCookieDomain({ production: true, productDomain: "murmur.app", authUrl: "https://murmur.app" })).toBe(".murmur.app");
  });

  it("is host-only on localhost, outside production and for a foreign sign-in host", () => {
    expect(sessionCookieDomain({ production: true, productDomain: "localhost", authUrl: "http://localhost:3000" })).toBeUndefined();
    expect(sessionCookieDomain({ production: true, productDomain: "murmur.localhost", authUrl: "http://murmur.localhost:3000" })).toBeUndefined();
    expect(sessionCookieDomain({ production: true, productDomain: "127.0.0.1", authUrl: "http://127.0.0.1:3000" })).toBeUndefined();
    expect(sessionCookieDomain({ production: false, productDomain: "murmur.app", authUrl: "https://app.murmur.app" })).toBeUndefined();
    expect(sessionCookieDomain({ production: true, productDomain: "murmur.app", authUrl: "https://murmur-auth.example.com" })).toBeUndefined();
  });
});
