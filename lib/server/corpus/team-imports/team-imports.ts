import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { jobs } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { TooLarge, removeStoredFile, writeFile } from "@/lib/server/files/local-file-store";
import { ColumnMapError, parseColumnMap } from "@/lib/domain/corpus/column-map";
import { importKindOf } from "@/lib/domain/corpus/file-preview";
import type { ImportFormat, TeamImport } from "@/lib/schemas/corpus-import";
import { importFileJob, type ImportCounts } from "./import-file-job";

export interface StartImport {
  body: ReadableStream<Uint8Array> | null;
  name: string;
  format?: ImportFormat;
  map?: string;
}

/** Store the uploaded file and queue its import as a job of the team; answers the job's id. */
export async function startTeamImport(teamId: string, userId: string, input: StartImport): Promise<{ job: number }> {
  const format = input.format ?? importKindOf(input.name);
  if (!format) throw new AppError("bad_request", `Cannot tell the format of ${input.name}: use .jsonl/.json (X API v2), .csv, or an X archive's .js file.`);
  if (input.map) {
    if (format !== "csv") throw new AppError("bad_request", "Only a CSV file takes a column mapping.");
    try {
      parseColumnMap(input.map);
    } catch (e) {
      if (e instanceof ColumnMapError) throw new AppError("bad_request", e.message);
      throw e;
    }
  }
  if (!input.body) throw new AppError("bad_request", "Send the file as the request body.");
  const key = randomUUID();
  const max = config().CORPUS_MAX_UPLOAD_BYTES;
  try {
    await writeFile(key, input.body, max);
  } catch (e) {
    if (e instanceof TooLarge) throw new AppError("payload_too_large", `The file is larger than ${Math.round(max / 1024 / 1024)} MB.`);
    throw e;
  }
  try {
    const { id } = await enqueueJob(importFileJob, { key, name: input.name, format, map: input.map }, { ownerTeamId: teamId, ownerUserId: userId });
    return { job: id };
  } catch (e) {
    await removeStoredFile(key);
    throw e;
  }
}

const EMPTY: ImportCounts = { file: "", read: 0, inserted: 0, updated: 0, skipped: 0, problems: [] };

/** The team's latest imports, newest first, with their progress or final counts. */
export async function listTeamImports(teamId: string, limit = 10): Promise<TeamImport[]> {
  const rows = await (await db())
    .select()
    .from(jobs)
    .where(and(eq(jobs.ownerTeamId, teamId), eq(jobs.name, importFileJob.name)))
    .orderBy(desc(jobs.id))
    .limit(limit);
  return rows.map((j) => {
    const payload = j.payload as { name?: string };
    const done = j.status === "done" ? (j.result as ImportCounts & { size: number }) : null;
    const live = !done && j.progressMessage ? (JSON.parse(j.progressMessage) as ImportCounts) : null;
    const counts = done ?? live ?? EMPTY;
    return {
      id: j.id,
      status: j.status as TeamImport["status"],
      file: payload.name ?? counts.file,
      bytes: done ? done.size : (j.progressDone ?? 0),
      size: done ? done.size : (j.progressTotal ?? 0),
      read: counts.read,
      inserted: counts.inserted,
      updated: counts.updated,
      skipped: counts.skipped,
      problems: counts.problems,
      error: j.status === "failed" ? (j.lastError ?? "The import failed.") : null,
      created: j.createdAt.toISOString(),
    };
  });
}
