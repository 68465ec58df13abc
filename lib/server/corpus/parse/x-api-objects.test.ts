import { describe, expect, it } from "vitest";
import { parseXObject, toAccount, toPost } from "./x-api-objects";
import { parseCsvDate, shapeForHeader } from "./csv-shapes";

describe("X API v2 objects", () => {
  it("accepts the post.* spellings of the newest spec", () => {
    const p = toPost({ id: "1", text: "a &amp; b", edit_history_post_ids: ["0", "1"], referenced_posts: [{ type: "quoted", id: "9" }], public_metrics: { repost_count: 4, like_count: "7" }, note_post: { text: "long &lt;text&gt;" }, lang: "und" });
    expect(p).toMatchObject({ text: "long <text>", editHistoryIds: ["0", "1"], quotedId: "9", repostCount: 4, likeCount: 7, lang: null });
    expect(toAccount({ id: "2", username: "x", public_metrics: { post_count: 12 } }).postCount).toBe(12);
  });
  it("sorts an envelope into posts, users, count buckets, skipped objects and partial errors", () => {
    const r = parseXObject({
      data: [{ id: "1", text: "t" }, { id: "5", name: "list", owner_id: "3" }],
      includes: { users: [{ id: "3", username: "u" }], tweets: [{ id: "2", text: "r" }] },
      errors: [{ detail: "gone" }],
    });
    expect(r.records.map((x) => x.type)).toEqual(["post", "account", "post"]);
    expect(r.skipped).toEqual(["a list object is not part of the corpus"]);
    expect(r.apiErrors).toEqual(["gone"]);
    const counts = parseXObject({ data: [{ start: "2021-01-01T00:00:00Z", end: "2021-01-01T01:00:00Z", post_count: 3 }], __twarc: { url: "https://api.x.com/2/tweets/counts/recent?query=dogs&granularity=hour" } });
    expect(counts.records[0]).toMatchObject({ type: "count", bucket: { query: "dogs", granularity: "hour", postCount: 3 } });
    expect(parseXObject({ id: "7", action: "delete" }).records).toEqual([{ type: "delete", id: "7" }]);
  });
});

describe("CSV shapes", () => {
  it("reads the dates of the corpora as UTC", () => {
    expect(parseCsvDate("10/16/17 22:59")?.toISOString()).toBe("2017-10-16T22:59:00.000Z");
    expect(parseCsvDate("8/16/2016 19:22:57")?.toISOString()).toBe("2016-08-16T19:22:57.000Z");
    expect(parseCsvDate("2017-08-27 00:05:34")?.toISOString()).toBe("2017-08-27T00:05:34.000Z");
    expect(parseCsvDate("13/45/17 99:00")).toBeNull();
    expect(parseCsvDate("yesterday")).toBeNull();
  });
  it("recognises a shape from the header, whatever the column order and case", () => {
    expect(shapeForHeader(["Text", "ID", "Created_At"])?.name).toBe("posts");
    expect(shapeForHeader(["screen_name", "text", "id", "created_at"])?.name).toBe("posts-with-screen-name");
    expect(shapeForHeader(["tweet", "when"])).toBeNull();
  });
});
