import "server-only";
import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline, Transform, type Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import type { ColumnMap } from "@/lib/domain/corpus/column-map";
import { corpusImports } from "@/lib/server/db/schema";
import { importArchive } from "./import-archive";
import { importCsv } from "./import-csv";
import { importXJsonLines } from "./import-x-json";
import { ImportFileError } from "./read-lines";
import { finishSummary, type ImportSummary } from "./summary";
import { CorpusWriter } from "./writer";

export type ImportFormat = "x-json" | "csv" | "x-archive";

export interface ImportOptions {
  /** Author handle for CSV files that have no author column. */
  author?: string;
  /** Text encoding of a CSV file (a TextDecoder label); UTF-8 when absent. */
  encoding?: string;
  /** Which CSV columns hold which fields, for files of no known shape. */
  map?: ColumnMap;
  batchSize?: number;
  /** Progress after each committed batch: bytes read so far of `totalBytes`. */
  onProgress?: (p: { bytes: number; totalBytes: number; summary: ImportSummary }) => void;
  now?: Date;
  /** Worker threads for enrichment (0 or absent: enrich in this thread). */
  enrichWorkers?: number;
}

/** The format a path is in, from its name (an archive may be given as its folder). */
export function formatOf(file: string): ImportFormat {
  if (existsSync(file) && statSync(file).isDirectory()) return "x-archive";
  const ext = path.extname(file).toLowerCase();
  if (ext === ".csv") return "csv";
  if (ext === ".js") return "x-archive";
  if (ext === ".jsonl" || ext === ".json" || ext === ".ndjson") return "x-json";
  throw new ImportFileError(`Cannot tell the format of ${path.basename(file)}: use .jsonl/.json (X API v2), .csv, or an X archive (.js files or its folder).`);
}

/** Import one byte stream (an upload or a file). */
export async function importStream(db: Database, stream: Readable, name: string, format: ImportFormat, options: ImportOptions = {}, totalBytes = 0): Promise<ImportSummary> {
  if (format === "x-archive") throw new ImportFileError("An X archive must be imported from its folder or files, not uploaded as one stream.");
  let bytes = 0;
  // Count bytes on the way through; pipeline() carries a source error on to the reader.
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  pipeline(stream, counted, () => undefined);
  const writer = new CorpusWriter(db, {
    origin: `import:${format}`,
    batchSize: options.batchSize,
    now: options.now,
    enrichWorkers: options.enrichWorkers,
    onFlush: (summary) => options.onProgress?.({ bytes, totalBytes, summary }),
  }, name, format);
  return run(db, writer, async () => {
    if (format === "csv") await importCsv(counted, writer, { author: options.author, encoding: options.encoding, map: options.map });
    else await importXJsonLines(counted, writer);
  });
}

/** Import one file (or archive folder) from disk. */
export async function importFile(db: Database, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  if (!existsSync(file)) throw new ImportFileError(`${file} does not exist.`);
  const format = formatOf(file);
  if (format !== "x-archive") {
    const size = statSync(file).size;
    return importStream(db, createReadStream(file, { highWaterMark: 1024 * 1024 }), path.basename(file), format, options, size);
  }
  const now = options.now ?? new Date();
  const writer = new CorpusWriter(db, { origin: "import:x-archive", batchSize: options.batchSize, now, enrichWorkers: options.enrichWorkers, onFlush: (summary) => options.onProgress?.({ bytes: 0, totalBytes: 0, summary }) }, path.basename(file), format);
  return run(db, writer, () => importArchive(file, writer, now));
}

async function run(db: Database, writer: CorpusWriter, body: () => Promise<void>): Promise<ImportSummary> {
  const [row] = await db.insert(corpusImports).values({ source: writer.summary.file, format: writer.summary.format, status: "running" }).returning({ id: corpusImports.id });
  try {
    await body();
    await writer.flush();
    const summary = finishSummary(writer.summary);
    await db.update(corpusImports).set({ status: "done", format: summary.format, summary, finishedAt: new Date() }).where(eq(corpusImports.id, row.id));
    return summary;
  } catch (error) {
    // Batches already committed stay (each is whole); the open batch is dropped.
    const summary = finishSummary(writer.summary);
    await db.update(corpusImports).set({ status: "failed", summary: { ...summary, error: (error as Error).message }, finishedAt: new Date() }).where(eq(corpusImports.id, row.id));
    throw error;
  } finally {
    await writer.close();
  }
}
