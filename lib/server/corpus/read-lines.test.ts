import { describe, expect, it } from "vitest";
import { ImportFileError, readLines } from "./read-lines";

async function collect(chunks: (string | Buffer)[], max?: number) {
  const out = [];
  for await (const l of readLines((async function* () { for (const c of chunks) yield Buffer.from(c); })(), max)) out.push(l);
  return out;
}

describe("readLines", () => {
  it("numbers lines across chunk borders, drops a BOM and CRs", async () => {
    expect(await collect(["\uFEFFab", "c\r\nd", "ef\n\ng"])).toEqual([
      { line: 1, text: "abc" }, { line: 2, text: "def" }, { line: 3, text: "" }, { line: 4, text: "g" },
    ]);
  });
  it("reports bad UTF-8 and over-long lines by number and goes on", async () => {
    const out = await collect([Buffer.from([0x61, 0xff, 0x0a]), "0123456789\nok"], 5);
    expect(out).toEqual([
      { line: 1, error: "line is not valid UTF-8 text (save the file as UTF-8)" },
      { line: 2, error: "line is longer than 0 MB" },
      { line: 3, text: "ok" },
    ]);
  });
  it("refuses UTF-16", async () => {
    await expect(collect([Buffer.from([0xff, 0xfe, 0x61, 0x00])])).rejects.toBeInstanceOf(ImportFileError);
  });
});
