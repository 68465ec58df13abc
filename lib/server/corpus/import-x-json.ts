import "server-only";
import type { Readable } from "node:stream";
import { parseXObject } from "./parse/x-api-objects";
import { readLines } from "./read-lines";
import { addProblem } from "./summary";
import type { CorpusWriter } from "./writer";

/** X API v2 JSON as twarc2 writes it: one response (or one flattened post) per line. */
export async function importXJsonLines(stream: Readable, writer: CorpusWriter): Promise<void> {
  const s = writer.summary;
  for await (const line of readLines(stream)) {
    s.lines = line.line;
    if ("error" in line) {
      addProblem(s, line.line, line.error);
      continue;
    }
    if (!line.text.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line.text);
    } catch (e) {
      addProblem(s, line.line, `not valid JSON: ${(e as Error).message}`);
      continue;
    }
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (typeof item !== "object" || item === null || Array.isArray(item)) {
        addProblem(s, line.line, "expected a JSON object");
        continue;
      }
      const result = parseXObject(item as Record<string, unknown>);
      s.apiErrors += result.apiErrors.length;
      for (const why of result.skipped) addProblem(s, line.line, `skipped ${why}`);
      for (const r of result.records) await writer.add(r);
    }
  }
}
