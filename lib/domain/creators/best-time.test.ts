import { describe, expect, it } from "vitest";
import { bestTime, weekHour } from "./best-time";

// 2026-11-02 is a Monday.
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, 2 + day, hour, 15));

describe("best time to post", () => {
  it("places instants in the creator's time zone (Monday 00:30 in Tokyo is Sunday 15:30 UTC)", () => {
    expect(weekHour(new Date(Date.UTC(2026, 10, 1, 15, 30)), "Asia/Tokyo")).toEqual({ weekday: 0, hour: 0 });
    expect(weekHour(new Date(Date.UTC(2026, 10, 1, 15, 30)), "UTC")).toEqual({ weekday: 6, hour: 15 });
  });

  it("says not enough data below 20 posts, and how many more it needs", () => {
    const r = bestTime(Array.from({ length: 12 }, (_, i) => ({ createdAt: at(0, 9), engagements: 10 + i })), [], "UTC");
    expect(r.enough).toBe(false);
    expect(r.postsNeeded).toBe(8);
    expect(r.best).toEqual([]);
    expect(r.cells.find((c) => c.weekday === 0 && c.hour === 9)).toMatchObject({ posts: 12, lift: null, score: null });
  });

  it("scores only cells with 3 posts or more, by median lift times the square root of follower activity", () => {
    const posts = [
      // Monday 09:00: engagements 10, 20, 30 (median 20)
      ...[10, 20, 30].map((e) => ({ createdAt: at(0, 9), engagements: e })),
      // Tuesday 18:00: 40, 40, 50, 60 (median 45)
      ...[40, 40, 50, 60].map((e) => ({ createdAt: at(1, 18), engagements: e })),
      // Friday 12:00: two posts only
      ...[500, 600].map((e) => ({ createdAt: at(4, 12), engagements: e })),
      // Wednesday 07:00: eleven posts, all 25
      ...Array.from({ length: 11 }, () => ({ createdAt: at(2, 7), engagements: 25 })),
    ];
    // 20 posts, overall median 25. Followers: 2 events Tuesday 18:00, 6 Monday 09:00 (8 in all, even spread 8/168).
    const activity = [...Array(6).fill(at(0, 9)), at(1, 18), at(1, 18)];
    const r = bestTime(posts, activity, "UTC");
    expect(r.enough).toBe(true);
    const cell = (d: number, h: number) => r.cells.find((c) => c.weekday === d && c.hour === h)!;
    expect(cell(0, 9).lift).toBeCloseTo(20 / 25);
    expect(cell(0, 9).activity).toBeCloseTo((6 * 168) / 8);
    expect(cell(0, 9).score).toBeCloseTo(0.8 * Math.sqrt(126));
    expect(cell(1, 18).lift).toBeCloseTo(45 / 25);
    expect(cell(1, 18).score).toBeCloseTo(1.8 * Math.sqrt(42));
    // Two posts, however good, are not a finding.
    expect(cell(4, 12)).toMatchObject({ posts: 2, lift: null, score: null });
    // No follower activity there: no score worth anything.
    expect(cell(2, 7).score).toBe(0);
    // Tuesday 18:00 beats Monday 09:00 (11.7 against 9.0); a zero score is not a best time.
    expect(r.best.map((c) => [c.weekday, c.hour])).toEqual([[1, 18], [0, 9]]);
  });

  it("an empty history gives an empty grid and no best time", () => {
    const r = bestTime([], [], "Europe/Berlin");
    expect(r).toMatchObject({ posts: 0, enough: false, postsNeeded: 20, best: [] });
    expect(r.cells).toHaveLength(168);
  });
});
