import "server-only";
import { mkdtemp, rm, stat, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineJob, JobFailure } from "@/lib/server/jobs/job";
import { parseColumnMap } from "@/lib/domain/corpus/column-map";
import { removeStoredFile, storedFilePath } from "@/lib/server/files/local-file-store";
import { importFile } from "../import-file";
import { ImportFileError } from "../read-lines";
import { queueDerivedRefresh } from "../derived/refresh-derived-job";
import { finishSummary, type ImportSummary } from "../summary";
import type { ImportFormat } from "@/lib/schemas/corpus-import";

export interface ImportFilePayload {
  key: string;
  name: string;
  format: ImportFormat;
  map?: string;
}

/** What the import page reads of a running or finished import (the job's progress message and result). */
export interface ImportCounts {
  file: string;
  read: number;
  inserted: number;
  updated: number;
  skipped: number;
  problems: { line: number; message: string }[];
}

const SHOWN_PROBLEMS = 50;

export function importCounts(s: ImportSummary): ImportCounts {
  const t = finishSummary({ ...s, byKind: s.byKind });
  return { file: s.file, read: t.read, inserted: t.inserted, updated: t.updated, skipped: s.skipped, problems: s.problems.slice(0, SHOWN_PROBLEMS) };
}

/**
 * Imports a file a team admin uploaded (kept in the upload store until the import ends), reporting
 * bytes read and the counts after each committed batch, then queues the derived tables' refresh.
 * A retry imports the file again: rows already written are updated, never doubled.
 */
export const importFileJob = defineJob<ImportFilePayload>({
  name: "corpus.import-file",
  maxAttempts: 2,
  async run({ key, name, format, map }, { db, progress, jobId }) {
    const stored = storedFilePath(key);
    const size = (await stat(stored)).size;
    // The importer reads the kind from the file name (an archive's file by its own name: tweets.js, follower.js).
    const dir = await mkdtemp(path.join(tmpdir(), "murmur-import-"));
    const file = path.join(dir, format === "x-archive" ? path.basename(name) : `upload.${format === "csv" ? "csv" : "jsonl"}`);
    try {
      await symlink(stored, file);
      let last = 0;
      const summary = await importFile(db, file, {
        map: map ? parseColumnMap(map) : undefined,
        onProgress: ({ bytes, summary: s }) => {
          const now = Date.now();
          if (now - last < 300) return;
          last = now;
          void progress(Math.min(bytes || size, size), size, JSON.stringify({ ...importCounts(s), file: name })).catch(() => undefined);
        },
      });
      await queueDerivedRefresh({ db });
      await removeStoredFile(key);
      return { ...importCounts(summary), file: name, size, job: jobId };
    } catch (e) {
      if (e instanceof ImportFileError) throw new JobFailure(e.message);
      throw e;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
  async onFailed({ key }) {
    await removeStoredFile(key);
  },
});
