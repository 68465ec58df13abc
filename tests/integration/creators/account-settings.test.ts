import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import * as settings from "@/app/api/external/deepthought/accounts/[id]/settings/route";
import * as tokenSettings from "@/app/api/external/deepthought-token/accounts/[id]/settings/route";
import * as best from "@/app/api/external/deepthought/accounts/[id]/best-post-time/route";
import { creatorAccountSettings, creatorAccounts, creatorPosts } from "@/lib/server/db/schema";
import { createApiToken } from "@/lib/server/auth/api-tokens";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { Caller } from "../../support/caller";

// The account's time zone: UTC until set, set from the Accounts screen (PUT settings/), and the
// zone best time to post reads in.

let handle: DatabaseHandle;
let ada: Awaited<ReturnType<typeof signedInCaller>>;
let ben: Awaited<ReturnType<typeof signedInCaller>>;
let id: string;

beforeAll(async () => {
  handle = await freshDatabase();
  ada = await signedInCaller("ada@settings.example");
  ben = await signedInCaller("ben@settings.example");
  const [account] = await handle.db.insert(creatorAccounts).values({ userId: ada.userId, xUserId: "9900000101", handle: "ada_posts" }).returning();
  id = String(account.id);
  // Three posts at 12:00 UTC, a week apart (21:00 in Tokyo, the same weekday).
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  await handle.db.insert(creatorPosts).values(
    [7, 14, 21].map((days, i) => ({
      accountId: account.id, postId: `p${i}`, createdAt: new Date(noon.getTime() - days * 86_400_000), text: `post ${i}`, kind: "post" as const,
      likes: 5, reposts: 1, replies: 0, quotes: 0, bookmarks: null, impressions: null, metricsAt: new Date(),
    })),
  );
});
afterAll(async () => handle.close());

const path = () => `/api/external/deepthought/accounts/${id}/settings/`;
const put = (who: typeof ada, body: unknown, route: typeof settings = settings) => who.call(route.PUT, "PUT", path(), { params: { id }, body });
const hoursWithPosts = async () =>
  (await ada.call(best.GET, "GET", `/api/external/deepthought/accounts/${id}/best-post-time/`, { params: { id } })).data.cells.filter((c: { posts: number }) => c.posts > 0).map((c: { hour: number }) => c.hour);

describe("the account's time zone", () => {
  it("is UTC until set, and best time to post reads in it", async () => {
    expect((await ada.call(settings.GET, "GET", path(), { params: { id } })).data).toEqual({ time_zone: "UTC" });
    expect(await hoursWithPosts()).toEqual([12]);
  });

  it("is set to an IANA zone (in Intl's spelling), and best time to post moves with it", async () => {
    const res = await put(ada, { time_zone: " asia/tokyo " });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ time_zone: "Asia/Tokyo" });
    expect((await ada.call(settings.GET, "GET", path(), { params: { id } })).data).toEqual({ time_zone: "Asia/Tokyo" });
    expect(await hoursWithPosts()).toEqual([21]);
  });

  it("refuses a zone that is not one with a 400 that says why, and keeps the zone it had", async () => {
    for (const bad of ["Mars/Olympus", "+09:00", ""]) {
      const res = await put(ada, { time_zone: bad });
      expect(res.status, bad).toBe(400);
      expect(res.data.time_zone, bad).toEqual([bad ? "Time zone must be an IANA time zone such as Asia/Tokyo or UTC." : "Time zone is required"]);
    }
    expect((await put(ada, {})).status).toBe(400);
    const [row] = await handle.db.select().from(creatorAccountSettings).where(eq(creatorAccountSettings.accountId, Number(id)));
    expect(row.timeZone).toBe("Asia/Tokyo");
  });

  it("is the owner's alone: another user gets the same 404 as for no account", async () => {
    const res = await put(ben, { time_zone: "UTC" });
    expect(res.status).toBe(404);
    expect((await ben.call(settings.GET, "GET", path(), { params: { id } })).status).toBe(404);
  });

  it("answers the same with Authorization: Token on the token variant", async () => {
    const caller = new Caller();
    caller.token = (await createApiToken(ada.userId, "settings script")).key;
    const res = await caller.call(tokenSettings.PUT, "PUT", `/api/external/deepthought-token/accounts/${id}/settings/`, { params: { id }, body: { time_zone: "Europe/London" } });
    expect(res.data).toEqual({ time_zone: "Europe/London" });
  });
});
