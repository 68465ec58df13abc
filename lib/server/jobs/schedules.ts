import "server-only";
import { CronExpressionParser } from "cron-parser";
import type { Database } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import type { JobDefinition } from "./job";

/** The latest slot of a five-field cron expression (UTC) at or before `now`. */
export function latestSlot(cron: string, now: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: new Date(now.getTime() + 1), tz: "UTC" }).prev().toDate();
}

/**
 * Adds the current slot's job of each recurring definition, once: the slot key is unique, so every
 * process may try and only the first insert counts. Slots missed while no process ran are not made up.
 */
export async function enqueueDueSlots(db: Database, definitions: JobDefinition[], now = new Date()): Promise<number> {
  let added = 0;
  for (const d of definitions) {
    if (!d.schedule) continue;
    const slot = latestSlot(d.schedule.cron, now);
    const rows = await db
      .insert(jobs)
      .values({ name: d.name, payload: d.schedule.payload as unknown, slotKey: `${d.name}@${slot.toISOString()}`, runAt: slot, maxAttempts: d.maxAttempts ?? 5 })
      .onConflictDoNothing({ target: jobs.slotKey })
      .returning({ id: jobs.id });
    added += rows.length;
  }
  return added;
}
