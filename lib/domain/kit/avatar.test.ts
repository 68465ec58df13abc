import { describe, expect, it } from "vitest";
import { AVATAR_LEVELS, avatarInitials, avatarLevel } from "./avatar";

describe("avatar initials", () => {
  it("takes at most two characters from the first and last words", () => {
    expect(avatarInitials("Ada Lovelace")).toBe("AL");
    expect(avatarInitials("jean claude van damme")).toBe("JD");
    expect(avatarInitials("murmur")).toBe("M");
    expect(avatarInitials("jane.doe@example.com")).toBe("JD");
    expect(avatarInitials("@murmur_app")).toBe("MA");
    expect(avatarInitials("山田 太郎")).toBe("山太");
    expect(avatarInitials("  ")).toBe("");
  });
});

describe("avatar colour", () => {
  it("picks one of info, warn, success, danger, stable per text", () => {
    const names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Barbara Liskov", "Linus", "Margaret", "Tim", "Radia Perlman"];
    const levels = names.map(avatarLevel);
    for (const level of levels) expect(AVATAR_LEVELS).toContain(level);
    expect(names.map(avatarLevel)).toEqual(levels);
    expect(new Set(levels)).toEqual(new Set(AVATAR_LEVELS));
    expect(avatarLevel("Ada Lovelace ")).toBe(avatarLevel("ada lovelace"));
  });
});
