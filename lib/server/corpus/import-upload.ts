import "server-only";
import { pipeline, Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { config } from "@/lib/server/config";
import type { ColumnMap } from "@/lib/domain/corpus/column-map";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/http/app-error";
import { queueDerivedRefresh } from "./derived/refresh-derived-job";
import { formatOf, importStream, type ImportFormat } from "./import-file";
import { ImportFileError } from "./read-lines";
import type { ImportSummary } from "./summary";

export interface UploadInput {
  body: ReadableStream<Uint8Array> | null;
  contentLength: number | null;
  name: string;
  format?: Exclude<ImportFormat, "x-archive">;
  author?: string;
  encoding?: string;
  map?: ColumnMap;
}

/**
 * Import a file sent as the request body (X API v2 JSON lines or CSV), then queue the rebuild of the
 * derived tables as a job the importer can follow (`refresh_job`, read at /api/jobs/{id}/).
 */
export async function importUpload(input: UploadInput, ownerUserId: string): Promise<ImportSummary & { refresh_job: number }> {
  const max = config().CORPUS_MAX_UPLOAD_BYTES;
  const mb = Math.round(max / 1024 / 1024);
  if (input.contentLength !== null && input.contentLength > max) throw new AppError("payload_too_large", `The file is larger than ${mb} MB.`);
  if (!input.body) throw new AppError("bad_request", "Send the file as the request body.");
  let format: ImportFormat;
  try {
    format = input.format ?? formatOf(input.name);
  } catch (e) {
    throw new AppError("bad_request", (e as Error).message);
  }
  if (format === "x-archive") throw new AppError("bad_request", "Upload the archive's files with the CLI: npm run corpus:import -- <archive folder>.");
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(new AppError("payload_too_large", `The file is larger than ${mb} MB; the rows before that point were imported.`));
      else done(null, chunk);
    },
  });
  const stream = pipeline(Readable.fromWeb(input.body as unknown as WebReadableStream<Uint8Array>), limit, () => undefined);
  try {
    const database = await db();
    const summary = await importStream(database, stream, input.name, format, { author: input.author, encoding: input.encoding, map: input.map });
    const refresh = await queueDerivedRefresh({ ownerUserId });
    return { ...summary, refresh_job: refresh.id };
  } catch (e) {
    if (e instanceof ImportFileError) throw new AppError("bad_request", e.message);
    throw e;
  }
}
