import "server-only";
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import type { ColumnMap } from "@/lib/domain/corpus/column-map";
import { describeShapes, mappedShape, shapeForHeader } from "./parse/csv-shapes";
import { ImportFileError } from "./read-lines";
import { addProblem } from "./summary";
import type { CorpusWriter } from "./writer";

/** Bytes -> text; rejects UTF-16 up front, marks other bad bytes with U+FFFD for the row check. */
async function* decode(stream: AsyncIterable<Buffer>, encoding: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: false });
  let first = true;
  for await (const chunk of stream) {
    if (first && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
      throw new ImportFileError("The file is UTF-16 encoded; save it as UTF-8 and import it again.");
    }
    first = false;
    yield decoder.decode(chunk, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** A CSV of posts; its shape is recognised from the header row, or given as a column mapping. */
export async function importCsv(stream: Readable, writer: CorpusWriter, options: { author?: string; encoding?: string; map?: ColumnMap } = {}): Promise<void> {
  const s = writer.summary;
  const encoding = options.encoding ?? "utf-8";
  try {
    new TextDecoder(encoding);
  } catch {
    throw new ImportFileError(`Unknown text encoding "${encoding}" (try utf-8, windows-1252, macintosh or shift_jis).`);
  }
  const utf8 = new TextDecoder(encoding).encoding === "utf-8";
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true });
  const feed = (async () => {
    try {
      for await (const text of decode(stream, encoding)) if (!parser.write(text)) await new Promise((r) => parser.once("drain", r));
      parser.end();
    } catch (e) {
      parser.destroy(e as Error);
    }
  })();
  let header: string[] | null = null;
  let shape: ReturnType<typeof shapeForHeader> = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      s.lines = info.lines;
      if (!header) {
        header = record.map((h) => h.trim().toLowerCase());
        shape = options.map ? mappedShape(options.map) : shapeForHeader(header);
        if (!shape) {
          throw new ImportFileError(`Unrecognised CSV header "${record.join(",").slice(0, 200)}". Expected columns: ${describeShapes()}, or give a column mapping (text=...,created_at=...).`);
        }
        const missing = shape.required.filter((c) => !header!.includes(c));
        if (missing.length) throw new ImportFileError(`The file has no column ${missing.map((c) => `"${c}"`).join(", ")} (its columns: ${header.join(", ").slice(0, 200)}).`);
        s.format = `csv:${shape.name}`;
        continue;
      }
      if (record.some((c) => c.includes("\uFFFD"))) {
        addProblem(s, info.lines, utf8 ? "row is not valid UTF-8 text (save the file as UTF-8, or give its encoding)" : `row is not valid ${encoding} text`);
        continue;
      }
      if (record.length !== header.length) {
        addProblem(s, info.lines, `expected ${header.length} columns, found ${record.length}`);
        continue;
      }
      const row = Object.fromEntries(header.map((h, i) => [h, record[i]]));
      const out = shape!.toRecords(row, options);
      if (typeof out === "string") addProblem(s, info.lines, out);
      else for (const r of out) await writer.add(r);
    }
  } catch (e) {
    if (e instanceof ImportFileError) throw e;
    const err = e as Error & { lines?: number };
    addProblem(s, err.lines ?? s.lines + 1, `CSV could not be read past this line: ${err.message}`);
  }
  await feed;
  if (!header) throw new ImportFileError("The CSV file is empty: no header row.");
}
