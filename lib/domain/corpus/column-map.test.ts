import { describe, expect, it } from "vitest";
import { madeUpPostId, parseColumnMap, retweetOf } from "./column-map";

describe("column mapping", () => {
  it("reads field=column pairs, case-insensitively", () => {
    expect(parseColumnMap("text=Content, author=author,created_at=publish_date,followers=Followers")).toEqual({
      text: "content", author: "author", created_at: "publish_date", followers: "followers",
    });
  });
  it("says what is wrong with a mapping", () => {
    expect(() => parseColumnMap("text=content")).toThrow("The mapping needs created_at");
    expect(() => parseColumnMap("text=content,when=date")).toThrow('"when" is not a field that can be mapped');
    expect(() => parseColumnMap("text,created_at=d")).toThrow('"text" is not field=column.');
    expect(() => parseColumnMap("text=a,text=b,created_at=d")).toThrow('"text" is mapped twice.');
  });
});

describe("made-up post ids", () => {
  it("are the same for the same row and differ for another, numeric and 19 digits", () => {
    const a = madeUpPostId(["alice", "2020-01-01T00:00:00.000Z", "hello"]);
    expect(madeUpPostId(["alice", "2020-01-01T00:00:00.000Z", "hello"])).toBe(a);
    expect(madeUpPostId(["alice", "2020-01-01T00:00:01.000Z", "hello"])).not.toBe(a);
    expect(madeUpPostId(["alic", "e2020-01-01T00:00:00.000Z", "hello"])).not.toBe(a);
    expect(a).toMatch(/^8\d{18}$/);
  });
});

describe("retweets written as text", () => {
  it("finds the retweeted handle and words", () => {
    expect(retweetOf("RT @nasa: Launch at 9!")).toEqual({ handle: "nasa", text: "Launch at 9!" });
    expect(retweetOf("RT nasa: Launch")).toEqual({ handle: "nasa", text: "Launch" });
    expect(retweetOf("Not a RT @nasa: x")).toBeNull();
  });
});
