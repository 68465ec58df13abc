/**
 * Cuts a byte stream into segments of exactly `size` bytes (the last one shorter), holding at most
 * one segment in memory: for chunked uploads whose server limits each part.
 */
export async function* byteSegments(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  if (!(size > 0)) throw new RangeError("A segment holds at least one byte.");
  let segment = new Uint8Array(size);
  let filled = 0;
  for await (const chunk of source) {
    let offset = 0;
    while (offset < chunk.byteLength) {
      const take = Math.min(size - filled, chunk.byteLength - offset);
      segment.set(chunk.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === size) {
        yield segment;
        segment = new Uint8Array(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield segment.subarray(0, filled);
}
