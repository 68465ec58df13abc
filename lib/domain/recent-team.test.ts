import { describe, expect, it } from "vitest";
import { parseInviteInput, resolveTeamChoice } from "./recent-team";

describe("team choice", () => {
  it("keeps a slug the user is a member of and clears an unknown one", () => {
    expect(resolveTeamChoice(["local", "acme"], "ACME")).toBe("acme");
    expect(resolveTeamChoice(["local", "acme"], "ghost")).toBeNull();
    expect(resolveTeamChoice(["local"], null)).toBeNull();
  });
});

describe("invite input", () => {
  it("reads the team and code from a pasted accept link", () => {
    expect(parseInviteInput("http://localhost:3000/acme/invite-accept?code=abc123DEF_-x")).toEqual({ team: "acme", code: "abc123DEF_-x" });
  });
  it("takes a bare code, and refuses text that is neither", () => {
    expect(parseInviteInput("  abcdefgh1234 ")).toEqual({ team: null, code: "abcdefgh1234" });
    expect(parseInviteInput("not a code!")).toBeNull();
    expect(parseInviteInput("")).toBeNull();
  });
});
