import type { Database } from "@/lib/server/db/client";
import { appTables, changedTables, fingerprint, nextTransactionId, tableRows, type Fingerprint } from "./db-fingerprint";
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
    private readonly tables: string[],
    private print: Fingerprint,
    private readonly rows: Map<string, string[]>,
    private xid: string,
    private readonly statements: () => number,
    /** The statement count when the previous look ended (its own queries included). */
    private seen: number,
  ) {}

  static async start(db: Database): Promise<WriteWatch> {
    const tables = await appTables(db);
    const rows = new Map<string, string[]>();
    for (const t of tables) rows.set(t, await tableRows(db, t));
    const statements = await countStatements(db);
    const print = await fingerprint(db, tables);
    const xid = await nextTransactionId(db);
    return new WriteWatch(db, tables, print, rows, xid, statements, statements());
  }

  /** The writes since the previous call (or since start). */
  async since(): Promise<Writes> {
    const writes: Writes = { tables: [], removed: [], added: [] };
    // No statement reached a database since the last look: nothing can have been written (most
    // refused requests stop at validation, before any query). Requests run one at a time and the job
    // worker is paused, so no statement races with the look's own queries.
    if (this.statements() === this.seen) return writes;
    const xid = await nextTransactionId(this.db);
    if (xid === this.xid) {
      this.seen = this.statements();
      return writes;
    }
    const print = await fingerprint(this.db, this.tables);
    writes.tables = changedTables(this.print, print);
    for (const entry of writes.tables) {
      const table = entry.slice(0, entry.indexOf(":"));
      const before = this.rows.get(table) ?? [];
      const after = await tableRows(this.db, table);
      writes.removed.push(...difference(before, after).map((r) => `${table}: ${r}`));
      writes.added.push(...difference(after, before).map((r) => `${table}: ${r}`));
      this.rows.set(table, after);
    }
    this.print = print;
    // Read last: this look's own queries assign no transaction id.
    this.xid = await nextTransactionId(this.db);
    this.seen = this.statements();
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
