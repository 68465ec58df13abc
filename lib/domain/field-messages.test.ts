import { describe, expect, it } from "vitest";
import { z } from "zod";
import { displayName, englishMessage, ruleOfIssue, ruleOfMessage } from "./field-messages";

const issueOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { reportInput: true }).error!.issues[0];

describe("§5 generic form messages", () => {
  it("names a field from its key: underscores as spaces, capitalised", () => {
    expect(displayName("invoice_email")).toBe("Invoice email");
    expect(displayName("conversationEnd")).toBe("Conversation end");
  });

  it("maps zod issues to the generic rules", () => {
    const form = z.object({ first_name: z.string().min(1), code: z.string().min(6), bio: z.string().max(10), email: z.email() });
    const ok = { first_name: "a", code: "123456", bio: "", email: "a@b.c" };
    expect(englishMessage(ruleOfIssue(issueOf(form, { ...ok, first_name: "" }))!)).toBe("First name is required");
    expect(englishMessage(ruleOfIssue(issueOf(form, { ...ok, first_name: undefined }))!)).toBe("First name is required");
    expect(englishMessage(ruleOfIssue(issueOf(form, { ...ok, code: "12" }))!)).toBe("Code must be at least 6 characters");
    expect(englishMessage(ruleOfIssue(issueOf(form, { ...ok, bio: "x".repeat(11) }))!)).toBe("Bio must be less than 11 characters");
    expect(englishMessage(ruleOfIssue(issueOf(form, { ...ok, email: "nope" }))!)).toBe("Email is not valid");
    expect(ruleOfIssue({ code: "custom", path: ["x"] })).toBeNull();
  });

  it("reads the same rules back from the messages servers answer with", () => {
    expect(ruleOfMessage("Name is required")).toEqual({ rule: "required", name: "Name" });
    expect(ruleOfMessage("Invoice email is not valid")).toEqual({ rule: "notValid", name: "Invoice email" });
    expect(ruleOfMessage("Name must be less than 100 characters")).toEqual({ rule: "maxLength", name: "Name", n: 100 });
    expect(ruleOfMessage("Password must be at least 8 characters")).toEqual({ rule: "minLength", name: "Password", n: 8 });
    expect(ruleOfMessage("This name is taken by another team.")).toBeNull();
  });
});
