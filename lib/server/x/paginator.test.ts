import { describe, expect, it } from "vitest";
import { failedPaginator, paginate } from "./paginator";

describe("paginate", () => {
  const pages = [[1, 2], [3, 4], [5]];
  const fetcher = async (token?: string) => {
    const i = token ? Number(token) : 0;
    return { items: pages[i], users: [], errors: [], nextToken: i + 1 < pages.length ? String(i + 1) : undefined };
  };
  it("follows next tokens to the last page", async () => {
    expect(await paginate(fetcher).all()).toEqual([1, 2, 3, 4, 5]);
    const seen = [];
    for await (const x of paginate(fetcher)) seen.push(x);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });
  it("stops at a limit without fetching more pages", async () => {
    let calls = 0;
    const counted = async (t?: string) => (calls++, fetcher(t));
    expect(await paginate(counted, 3).all()).toEqual([1, 2, 3]);
    expect(calls).toBe(2);
  });
  it("a failed paginator rejects when read", async () => {
    await expect(failedPaginator(new Error("nope")).all()).rejects.toThrow("nope");
  });
});
