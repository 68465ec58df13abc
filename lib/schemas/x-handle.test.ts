import { describe, expect, it } from "vitest";
import { bareXHandleSchema, xHandleSchema } from "./x-handle";

describe("X handle schemas", () => {
  it("take a handle with or without @, trimmed, and refuse others with one clear message", () => {
    expect(xHandleSchema.parse(" @Murmur ")).toBe("@Murmur");
    expect(bareXHandleSchema.parse("@Murmur")).toBe("Murmur");
    const bad = xHandleSchema.safeParse("@no_such_account_zz");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["Enter a valid X handle."]);
  });
});
