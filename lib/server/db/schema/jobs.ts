import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { teams } from "./teams";
import { users } from "./users";

/**
 * The one durable job queue (lib/server/jobs): every background job is a row here.
 * status: queued -> running -> done | failed (a failed attempt with attempts left goes back to
 * queued with a later run_at). A running job whose lease (locked_until) has passed belongs to a dead
 * process and is claimed again.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    status: text("status").$type<"queued" | "running" | "done" | "failed">().notNull().default("queued"),
    /** Who started it: they (and their team's members) may read its status. */
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    ownerTeamId: uuid("owner_team_id").references(() => teams.id, { onDelete: "cascade" }),
    /** At most one waiting or running job per key (an enqueue with a key already pending returns that job). */
    dedupeKey: text("dedupe_key"),
    /** A recurring job's schedule slot ("name@ISO time"): one job per slot across processes. */
    slotKey: text("slot_key"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    progressDone: integer("progress_done"),
    progressTotal: integer("progress_total"),
    progressMessage: text("progress_message"),
    result: jsonb("result").$type<unknown>(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due").on(t.status, t.runAt),
    index("jobs_owner").on(t.ownerUserId, t.createdAt),
    uniqueIndex("jobs_pending_dedupe").on(t.dedupeKey).where(sql`status in ('queued', 'running')`),
    uniqueIndex("jobs_slot").on(t.slotKey),
  ],
);
