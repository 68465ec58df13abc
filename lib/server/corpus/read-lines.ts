import "server-only";
import type { Readable } from "node:stream";

/** A problem that stops a whole file before anything of it is written. */
export class ImportFileError extends Error {}

export type Line = { line: number; text: string } | { line: number; error: string };

export const MAX_LINE_BYTES = 32 * 1024 * 1024;

/**
 * Split a byte stream into numbered UTF-8 lines without holding the file in memory. A line that
 * is not valid UTF-8 or longer than MAX_LINE_BYTES comes back as an error for that line only.
 */
export async function* readLines(stream: Readable | AsyncIterable<Buffer | Uint8Array>, maxLineBytes = MAX_LINE_BYTES): AsyncGenerator<Line> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let parts: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  let line = 0;
  let first = true;

  function finish(): Line {
    line += 1;
    if (tooLong) {
      tooLong = false;
      return { line, error: `line is longer than ${Math.round(maxLineBytes / 1024 / 1024)} MB` };
    }
    let buf = parts.length === 1 ? parts[0] : Buffer.concat(parts, size);
    if (buf.length && buf[buf.length - 1] === 0x0d) buf = buf.subarray(0, buf.length - 1);
    try {
      return { line, text: decoder.decode(buf) };
    } catch {
      return { line, error: "line is not valid UTF-8 text (save the file as UTF-8)" };
    } finally {
      parts = [];
      size = 0;
    }
  }

  for await (const raw of stream) {
    let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    if (first) {
      first = false;
      if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) {
        throw new ImportFileError("The file is UTF-16 encoded; save it as UTF-8 and import it again.");
      }
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
    }
    let start = 0;
    for (let i = chunk.indexOf(0x0a, start); i !== -1; i = chunk.indexOf(0x0a, start)) {
      take(chunk.subarray(start, i));
      yield finish();
      start = i + 1;
    }
    take(chunk.subarray(start));
  }
  if (size > 0 || tooLong) yield finish();

  function take(piece: Buffer) {
    if (!piece.length || tooLong) return;
    if (size + piece.length > maxLineBytes) {
      tooLong = true;
      parts = [];
      size = 0;
      return;
    }
    parts.push(piece);
    size += piece.length;
  }
}
