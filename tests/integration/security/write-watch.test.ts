import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freshDatabase } from "@/tests/support/test-db";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { teams } from "@/lib/server/db/schema";
import { WriteWatch } from "./write-watch";

// The fuzz's partial-write check reads a log its triggers keep, and skips even that when no statement
// reached the database: it must still see every kind of write (plain, in a transaction, raw SQL,
// TRUNCATE), report nothing when there was none, and nothing for a write that was rolled back.
let handle: DatabaseHandle;
let watch: WriteWatch;

beforeAll(async () => {
  handle = await freshDatabase();
  watch = await WriteWatch.start(handle.db);
});
afterAll(() => handle.close());

describe("the write watch", () => {
  it("reports nothing when nothing was written, read or not", async () => {
    expect((await watch.since()).tables).toEqual([]);
    await handle.db.select().from(teams);
    expect((await watch.since()).tables).toEqual([]);
  });

  it("sees an insert, an update in a transaction and a raw delete", async () => {
    await handle.db.insert(teams).values({ slug: "watched", name: "Watched" });
    expect((await watch.since()).tables).toEqual(["teams: 0 -> 1 rows"]);
    await handle.db.transaction(async (tx) => {
      await tx.update(teams).set({ name: "Renamed" });
    });
    const renamed = await watch.since();
    expect(renamed.tables).toEqual(["teams: 1 -> 1 rows"]);
    expect(renamed.added.join()).toContain("Renamed");
    await handle.db.execute(sql`delete from teams`);
    expect((await watch.since()).tables).toEqual(["teams: 1 -> 0 rows"]);
    expect((await watch.since()).tables).toEqual([]);
  });

  it("sees the rows a TRUNCATE removed, and neither a write rolled back nor a row made and removed again", async () => {
    await handle.db.insert(teams).values([{ slug: "one", name: "One" }, { slug: "two", name: "Two" }]);
    await watch.since();
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(teams).values({ slug: "three", name: "Three" });
        throw new Error("changed my mind");
      })
      .catch(() => undefined);
    expect((await watch.since()).tables).toEqual([]);
    await handle.db.insert(teams).values({ slug: "brief", name: "Brief" });
    await handle.db.delete(teams).where(sql`slug = 'brief'`);
    expect((await watch.since()).tables).toEqual([]);
    await handle.db.execute(sql`truncate teams cascade`);
    const truncated = await watch.since();
    expect(truncated.tables).toContain("teams: 2 -> 0 rows");
    expect(truncated.removed.filter((r) => r.startsWith("teams: ")).length).toBe(2);
    expect(truncated.added).toEqual([]);
  });
});
