import "server-only";
import type { Database } from "@/lib/server/db/client";
import { seedMaterials } from "@/lib/server/marketing-materials/seed-materials";
import { analyzeCreatorTables } from "@/lib/server/creators/analyze-creator-tables";
import { seedDemo } from "./index";
import { appTables, keptSnapshotKey, restoreSnapshot, snapshotKey, takeSnapshot, truncateStatement } from "./seed-snapshot";

const DAY = 86_400_000;

/**
 * Empties every application table and puts the demo seed back: the e2e starting point. The corpus
 * (corpus_* tables) is shared reference data that no user flow changes, so it is kept: rebuilding
 * it would make every reset take tens of seconds. The first reset of a day seeds and keeps a
 * snapshot of the result; later ones copy it back, which gives the same rows in a fraction of the time.
 */
export async function resetToSeed(db: Database, now = new Date()): Promise<void> {
  const tables = await appTables(db);
  const key = await snapshotKey(db, new Date(Math.floor(now.getTime() / DAY) * DAY).toISOString());
  if ((await keptSnapshotKey(db)) === key) {
    await restoreSnapshot(db, tables);
    await seedMaterials(db);
    await analyzeCreatorTables(db);
    return;
  }
  if (tables.length) await db.execute(truncateStatement(tables));
  await seedDemo(db);
  await takeSnapshot(db, key);
}
