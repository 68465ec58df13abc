import { describe, expect, it } from "vitest";
import { byteSegments } from "./byte-segments";

async function* chunks(...sizes: number[]) {
  let next = 0;
  for (const n of sizes) yield Uint8Array.from({ length: n }, () => next++ % 256);
}
const collect = async (source: AsyncIterable<Uint8Array>) => {
  const out: Uint8Array[] = [];
  for await (const s of source) out.push(Uint8Array.from(s));
  return out;
};

describe("byteSegments", () => {
  it("regroups uneven chunks into full segments and a shorter last one, bytes in order", async () => {
    const segments = await collect(byteSegments(chunks(3, 7, 1, 4), 4));
    expect(segments.map((s) => s.length)).toEqual([4, 4, 4, 3]);
    expect(segments.flatMap((s) => [...s])).toEqual(Array.from({ length: 15 }, (_, i) => i));
  });

  it("ends on a full segment without an empty one after it, and yields nothing for no bytes", async () => {
    expect((await collect(byteSegments(chunks(8), 4))).map((s) => s.length)).toEqual([4, 4]);
    expect(await collect(byteSegments(chunks(), 4))).toEqual([]);
    expect(await collect(byteSegments(chunks(0, 0), 4))).toEqual([]);
  });

  it("splits a chunk larger than several segments", async () => {
    expect((await collect(byteSegments(chunks(10), 3))).map((s) => s.length)).toEqual([3, 3, 3, 1]);
  });

  it("refuses a segment size below one byte", async () => {
    await expect(collect(byteSegments(chunks(1), 0))).rejects.toThrow(RangeError);
  });
});
