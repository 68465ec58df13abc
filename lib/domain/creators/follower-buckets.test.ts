import { describe, expect, it } from "vitest";
import { BUCKET_COUNT, fingerprint, idHashes, movedBuckets, packPrints, unpackPrints } from "./follower-buckets";

/** The fingerprint of a list as a sync keeps it and reads it back. */
const kept = (ids: string[]) => unpackPrints(packPrints(fingerprint(ids)))!;

describe("follower buckets", () => {
  const ids = Array.from({ length: 5000 }, (_, i) => String(1_600_000_000_000_000_000n + BigInt(i) * 7919n));

  it("an unchanged list, in any order, moves no bucket", () => {
    expect(movedBuckets(fingerprint([...ids].reverse()), kept(ids))).toEqual([]);
  });

  it("moves exactly the buckets of who left and who came", () => {
    const now = [...ids.slice(2), "44", "45"];
    const expected = [...new Set([ids[0], ids[1], "44", "45"].map((id) => idHashes(id)[0]))].sort((a, b) => a - b);
    expect(movedBuckets(fingerprint(now), kept(ids))).toEqual(expected);
  });

  it("one id swapped for another of the same bucket still moves it", () => {
    const [bucket] = idHashes(ids[0]);
    let other = 0;
    while (idHashes(`x${other}`)[0] !== bucket) other++;
    expect(movedBuckets(fingerprint([`x${other}`, ...ids.slice(1)]), kept(ids))).toEqual([bucket]);
  });

  it("reads no fingerprint from bytes of another size", () => {
    expect(unpackPrints(new Uint8Array(12))).toBeNull();
  });

  it("spreads ids over the buckets", () => {
    const { n } = fingerprint(Array.from({ length: BUCKET_COUNT }, (_, i) => `b${i}`));
    expect(n.reduce((a, b) => Math.max(a, b), 0)).toBeLessThan(14);
    expect(n.filter((x) => x === 0).length / BUCKET_COUNT).toBeGreaterThan(0.3);
    expect(n.filter((x) => x === 0).length / BUCKET_COUNT).toBeLessThan(0.44);
  });
});
