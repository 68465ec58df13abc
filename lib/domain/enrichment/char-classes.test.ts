import { describe, expect, it } from "vitest";
import { classOf, LETTER, NUMBER, PICTOGRAPHIC } from "./char-classes";

describe("classOf", () => {
  it("tells letters, numbers and pictographs, in and beyond the basic plane", () => {
    expect(classOf("a".codePointAt(0)!) & LETTER).toBeTruthy();
    expect(classOf("é".codePointAt(0)!) & LETTER).toBeTruthy();
    expect(classOf("漢".codePointAt(0)!) & LETTER).toBeTruthy();
    expect(classOf("𠀀".codePointAt(0)!) & LETTER).toBeTruthy();
    expect(classOf("7".codePointAt(0)!) & (LETTER | NUMBER)).toBe(NUMBER);
    expect(classOf("😀".codePointAt(0)!) & (LETTER | PICTOGRAPHIC)).toBe(PICTOGRAPHIC);
    expect(classOf("-".codePointAt(0)!) & (LETTER | NUMBER | PICTOGRAPHIC)).toBe(0);
    expect(classOf(0xd83d) & (LETTER | NUMBER | PICTOGRAPHIC)).toBe(0);
  });
});
