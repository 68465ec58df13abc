import { describe, expect, it } from "vitest";
import { emailAllowed } from "./feature-access";

describe("emailAllowed", () => {
  const list = ["anna@agency.example", "@murmur.localhost"];
  it("lets in listed addresses and every address of a listed domain, whatever the case", () => {
    expect(emailAllowed("Anna@Agency.example", list)).toBe(true);
    expect(emailAllowed("demo@murmur.localhost", list)).toBe(true);
  });
  it("keeps out other addresses, look-alike domains and callers without an e-mail", () => {
    expect(emailAllowed("bob@agency.example", list)).toBe(false);
    expect(emailAllowed("eve@evil-murmur.localhost", list)).toBe(false);
    expect(emailAllowed("eve@murmur.localhost.evil", list)).toBe(false);
    expect(emailAllowed(null, list)).toBe(false);
    expect(emailAllowed("no-at-sign", ["@no-at-sign"])).toBe(false);
    expect(emailAllowed("anna@agency.example", [])).toBe(false);
  });
});
