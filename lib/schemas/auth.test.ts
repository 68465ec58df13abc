import { describe, expect, it } from "vitest";
import { emailSchema } from "./auth";

describe("emailSchema", () => {
  it("accepts ordinary addresses, lower-cased", () => {
    expect(emailSchema.parse(" Alice.O'Neil+news@Example.co.jp ")).toBe("alice.o'neil+news@example.co.jp");
  });

  it("refuses what the mailer would refuse or misread, with the spec's message", () => {
    for (const email of ['"a"@b.com', 'a"b@c.com', "a@b,evil.com", "a@b＠c.com", "no-at.example.com", "a@b"]) {
      const result = emailSchema.safeParse(email);
      expect(result.success, email).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(["Please enter a valid email address"]);
    }
  });
});
