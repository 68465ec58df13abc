import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import * as me from "@/app/api/external/deepthought/me/route";
import * as best from "@/app/api/external/deepthought/accounts/[id]/best-post-time/route";
import * as prediction from "@/app/api/external/deepthought/accounts/[id]/payout-prediction/route";
import * as payouts from "@/app/api/external/deepthought/accounts/[id]/payouts/route";
import * as payoutImport from "@/app/api/external/deepthought/accounts/[id]/payouts/import/route";
import * as payout from "@/app/api/external/deepthought/accounts/[id]/payouts/[payoutId]/route";
import * as talk from "@/app/api/external/deepthought/accounts/[id]/talk-to-x/route";
import * as dashboard from "@/app/api/external/deepthought/accounts/[id]/dashboard/route";
import { creatorAccounts } from "@/lib/server/db/schema";
import { seedDemoCreator } from "@/lib/server/creators/seed-demo-creator";
import { seedDemoCreatorPosts } from "@/lib/server/creators/seed-demo-posts";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";

let handle: DatabaseHandle;
let demo: Awaited<ReturnType<typeof signedInCaller>>;
let fresh: Awaited<ReturnType<typeof signedInCaller>>;
let id: string;
let freshId: string;
const now = new Date();

beforeAll(async () => {
  handle = await freshDatabase();
  demo = await signedInCaller("demo-best@murmur.example");
  fresh = await signedInCaller("new-creator@murmur.example");
  await seedDemoCreator(handle.db, "demo-best@murmur.example", now);
  await seedDemoCreatorPosts(handle.db, "demo-best@murmur.example");
  id = String((await demo.call(me.GET, "GET", "/api/external/deepthought/me/")).data.active_account_id);
  // A creator who connected an account with no posts yet.
  const [account] = await handle.db.insert(creatorAccounts).values({ userId: fresh.userId, xUserId: "9900000001", handle: "new_creator" }).returning();
  freshId = String(account.id);
}, 180_000);
afterAll(async () => handle.close());

const call = (mod: Record<string, unknown>, method: string, path: string, o: { body?: unknown; params?: Record<string, string>; who?: typeof demo; account?: string } = {}) => {
  const account = o.account ?? id;
  return (o.who ?? demo).call(mod[method] as never, method, `/api/external/deepthought/accounts/${account}/${path}`, { params: { id: account, ...o.params }, body: o.body });
};

describe("best time to post", () => {
  it("gives the demo creator a Tokyo weekday x hour grid whose best cells are evening slots with enough posts", async () => {
    const { status, data } = await call(best, "GET", "best-post-time/");
    expect(status).toBe(200);
    expect(data.time_zone).toBe("Asia/Tokyo");
    expect(data.enough).toBe(true);
    expect(data.cells).toHaveLength(168);
    expect(data.cells.reduce((a: number, c: { posts: number }) => a + c.posts, 0)).toBe(data.posts);
    expect(data.best.length).toBeGreaterThan(0);
    for (const c of data.best) expect(c.posts).toBeGreaterThanOrEqual(data.min_posts_per_cell);
    // The generator posts at 8, 12, 15, 19, 21 and 23 Tokyo time; 21:00 does best.
    expect([19, 21]).toContain(data.best[0].hour);
    expect(data.cells.filter((c: { posts: number; score: number | null }) => c.posts > 0 && c.posts < 3).every((c: { score: number | null }) => c.score === null)).toBe(true);
  });

  it("works in another time zone on request, and refuses an unknown one with a 400", async () => {
    const utc = await call(best, "GET", "best-post-time/?time_zone=UTC");
    expect(utc.data.time_zone).toBe("UTC");
    expect([10, 12]).toContain(utc.data.best[0].hour);
    const bad = await call(best, "GET", "best-post-time/?time_zone=Mars%2FOlympus");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain("is not a known time zone");
  });

  it("says not enough data for an account without posts", async () => {
    const { data } = await call(best, "GET", "best-post-time/", { who: fresh, account: freshId });
    expect(data).toMatchObject({ enough: false, posts: 0, posts_needed: 20, best: [] });
  });
});

describe("payout prediction", () => {
  it("predicts the demo creator's next week with an interval, and its back-test beats last week's payout", async () => {
    const { status, data } = await call(prediction, "GET", "payout-prediction/");
    expect(status).toBe(200);
    expect(data.payouts.length).toBeGreaterThanOrEqual(12);
    expect(data.payouts.every((p: { verified_engagements: number }) => p.verified_engagements > 0)).toBe(true);
    const p = data.prediction;
    expect(p.enough).toBe(true);
    expect(p.low).toBeLessThan(p.predicted);
    expect(p.high).toBeGreaterThan(p.predicted);
    expect(p.backtest).toHaveLength(data.payouts.length - 3);
    console.log(`payout back-test MAE ${p.mae} against naive ${p.naive_mae} (${p.backtest.length} weeks)`);
    expect(p.mae).toBeLessThan(p.naive_mae);
    // The bot-purge simulation removes the likely bots from followers and engagement.
    expect(data.purge.followers.after).toBeLessThan(data.purge.followers.now);
    expect(data.purge.engagements.after).toBeLessThan(data.purge.engagements.now);
    expect(data.purge.payout.after).toBeLessThanOrEqual(data.purge.payout.now);
  });

  it("says how many periods it needs without enough history, then predicts once four are entered or imported", async () => {
    const o = { who: fresh, account: freshId };
    let view = (await call(prediction, "GET", "payout-prediction/", o)).data;
    expect(view.prediction).toEqual({ enough: false, periods: 0, periods_needed: 4 });
    const entered = await call(payouts, "POST", "payouts/", { ...o, body: { period_start: "2026-01-01", period_end: "2026-01-14", amount: "12.50" } });
    expect(entered.status).toBe(201);
    expect(entered.data.prediction).toEqual({ enough: false, periods: 1, periods_needed: 3 });
    const imported = await call(payoutImport, "POST", "payouts/import/", { ...o, body: { csv: "period_start,period_end,amount\n2026-01-15,2026-01-28,$14.00\n2026-01-29,2026-02-11,9.75\n2026-02-12,2026-02-25,\"1,011.20\"" } });
    expect(imported.status).toBe(201);
    expect(imported.data.imported).toBe(3);
    view = (await call(prediction, "GET", "payout-prediction/", o)).data;
    expect(view.payouts.map((p: { amount: number }) => p.amount)).toEqual([12.5, 14, 9.75, 1011.2]);
    // No engagement on record: the model has no rate to apply, and says so by predicting 0.
    expect(view.prediction.enough).toBe(true);
    const gone = await call(payout, "DELETE", `payouts/${view.payouts[0].id}/`, { ...o, params: { payoutId: String(view.payouts[0].id) } });
    expect(gone.status).toBe(204);
    expect((await call(payouts, "GET", "payouts/", o)).data).toHaveLength(3);
    // Another user's payout is not found.
    expect((await call(payout, "DELETE", `payouts/${view.payouts[1].id}/`, { account: id, params: { payoutId: String(view.payouts[1].id) } })).status).toBe(404);
  });

  it("refuses a negative amount, a non-number, a period in the future or a bad CSV line with a clear 400, writing nothing", async () => {
    const o = { who: fresh, account: freshId };
    const before = (await call(payouts, "GET", "payouts/", o)).data.length;
    const negative = await call(payouts, "POST", "payouts/", { ...o, body: { period_start: "2026-03-01", period_end: "2026-03-14", amount: -5 } });
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.data)).toContain("Amount must not be negative");
    const nan = await call(payouts, "POST", "payouts/", { ...o, body: { period_start: "2026-03-01", period_end: "2026-03-14", amount: "lots" } });
    expect(nan.status).toBe(400);
    expect(JSON.stringify(nan.data)).toContain("Amount must be a number");
    const future = new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    const ahead = await call(payouts, "POST", "payouts/", { ...o, body: { period_start: "2026-03-01", period_end: future, amount: 5 } });
    expect(ahead.status).toBe(400);
    expect(JSON.stringify(ahead.data)).toContain("A period cannot end in the future.");
    const csv = await call(payoutImport, "POST", "payouts/import/", { ...o, body: { csv: "2026-04-01,2026-04-14,5\n2026-04-15,2026-04-28,-3" } });
    expect(csv.status).toBe(400);
    expect(JSON.stringify(csv.data)).toContain("Line 2: Amount must not be negative.");
    expect((await call(payouts, "GET", "payouts/", o)).data).toHaveLength(before);
  });
});

/** The text of a streamed answer: its pieces joined, and whether it reached the end marker. */
function answerOf(body: unknown) {
  const events = String(body).split("\n\n").filter(Boolean).map((block) => ({
    event: /^event: (.*)$/m.exec(block)?.[1],
    data: /^data: (.*)$/m.exec(block)?.[1] ?? "",
  }));
  return { text: events.filter((e) => e.event === "piece").map((e) => JSON.parse(e.data).text).join(""), ended: events.some((e) => e.event === "end"), pieces: events.length };
}

describe("Talk to X", () => {
  it("streams an answer about the creator's own data that cites the dashboard's figure, in English and Japanese", async () => {
    const followers = (await call(dashboard, "GET", "dashboard/")).data.followers as number;
    const en = await call(talk, "POST", "talk-to-x/", { body: { question: "How many followers do I have?", language: "en" } });
    expect(en.status).toBe(200);
    const a = answerOf(en.data);
    expect(a.ended).toBe(true);
    expect(a.pieces).toBeGreaterThan(3);
    expect(a.text).toContain(`has ${followers.toLocaleString("en")} followers`);
    const ja = answerOf((await call(talk, "POST", "talk-to-x/", { body: { question: "いつ投稿すればいい？", language: "ja" } })).data);
    expect(ja.text).toMatch(/^Asia\/Tokyoの時刻で、投稿に最適なのは[月火水木金土日]曜 \d+時（投稿\d+件）/);
  });

  it("refuses an empty question with a 400, and another user's account with a 404", async () => {
    const empty = await call(talk, "POST", "talk-to-x/", { body: { question: "  " } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.data)).toContain("Question is required");
    expect((await call(talk, "POST", "talk-to-x/", { body: { question: "hi" }, who: fresh })).status).toBe(404);
  });
});
