import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { packedIds, unpackIds } from "@/lib/server/corpus/packed-ids";
import { freshDatabase } from "../../support/test-db";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());

/** The ids a packed list and a text[] of the same select give back. */
async function both(ids: string[], limit: number) {
  const rest = sql`from unnest(${sql.param(ids)}::text[]) with ordinality u(id, n) order by n desc limit ${limit}`;
  const [r] = await queryRows<{ packed: string; plain: string[] }>(handle.db, sql`select ${packedIds(sql`id`, rest)} as packed, array(select id ${rest}) as plain`);
  return { packed: unpackIds(r.packed), plain: r.plain };
}

describe("packed id lists", () => {
  it("give back the ids a text[] gives, in the select's order, whatever characters they hold", async () => {
    const odd = ["1", "2104360437150691081", "a,b", '"quoted"', "{brace}", "back\\slash", "with space", "NULL", "", "日本語", "😀"];
    for (const limit of [0, 1, 5, 100]) {
      const { packed, plain } = await both(odd, limit);
      expect(packed).toEqual(plain);
      expect(packed).toHaveLength(Math.min(limit, odd.length));
    }
    const many = Array.from({ length: 12_000 }, (_, i) => String(1e18 + i * 7919));
    const { packed, plain } = await both(many, 10_000);
    expect(packed).toEqual(plain);
    expect(packed[0]).toBe(many[many.length - 1]);
  });
});
