import type { Database } from "@/lib/server/db/client";
import { appTables, logWrites, rowCounts, takeLoggedChanges } from "./write-log";
import { countStatements } from "./statement-counter";

export interface Writes {
  /** "table: rows before -> after" for every table whose rows changed. */
  tables: string[];
  /** Rows that were there before and are gone or different now, as "table: row text". */
  removed: string[];
  /** Rows that are new or different now, as "table: row text". */
  added: string[];
}

/** Tells what the database gained and lost since the last look (the whole database, every table). */
export class WriteWatch {
  private constructor(
    private readonly db: Database,
    private readonly counts: Map<string, number>,
    private readonly statements: () => number,
    /** The statement count when the previous look ended (its own query included). */
    private seen: number,
  ) {}

  static async start(db: Database): Promise<WriteWatch> {
    const tables = await appTables(db);
    await logWrites(db, tables);
    const counts = await rowCounts(db, tables);
    const statements = await countStatements(db);
    return new WriteWatch(db, counts, statements, statements());
  }

  /** The writes since the previous call (or since start). */
  async since(): Promise<Writes> {
    const writes: Writes = { tables: [], removed: [], added: [] };
    // No statement reached a database since the last look: nothing can have been written (most
    // refused requests stop at validation, before any query). Requests run one at a time and the job
    // worker is paused, so no statement races with the look's own query.
    if (this.statements() === this.seen) return writes;
    const changes = await takeLoggedChanges(this.db);
    this.seen = this.statements();
    const byTable = new Map<string, { removed: string[]; added: string[] }>();
    for (const c of changes) {
      const entry = byTable.get(c.tbl) ?? { removed: [], added: [] };
      if (c.old_row !== null) entry.removed.push(c.old_row);
      if (c.new_row !== null) entry.added.push(c.new_row);
      byTable.set(c.tbl, entry);
    }
    for (const [table, { removed, added }] of [...byTable].sort(([a], [b]) => a.localeCompare(b))) {
      // A row written and removed again (a session for one call), or updated to what it was, is no change.
      const gone = difference(removed, added);
      const made = difference(added, removed);
      if (!gone.length && !made.length) continue;
      const before = this.counts.get(table) ?? 0;
      const after = before + made.length - gone.length;
      this.counts.set(table, after);
      writes.tables.push(`${table}: ${before} -> ${after} rows`);
      writes.removed.push(...gone.map((r) => `${table}: ${r}`));
      writes.added.push(...made.map((r) => `${table}: ${r}`));
    }
    return writes;
  }
}

/** The rows of `a` not matched by a row of `b` (a multiset difference). */
function difference(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const r of b) left.set(r, (left.get(r) ?? 0) + 1);
  return a.filter((r) => {
    const n = left.get(r) ?? 0;
    if (n) left.set(r, n - 1);
    return !n;
  });
}
