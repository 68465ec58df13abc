/**
 * X lists every follower on each sync (no deltas), so to find who came and who left without
 * comparing a million ids the followers are spread over buckets by a hash of their id, and each
 * bucket keeps a fingerprint: how many ids, and two sums of independent 31-bit hashes. A sync
 * fingerprints the ids it read (cheap, in memory) and compares only the ids of the buckets whose
 * fingerprint moved; at 1% churn of 1M that is about a seventh of them.
 */
export const BUCKET_BITS = 17;
export const BUCKET_COUNT = 1 << BUCKET_BITS;

export interface BucketPrint {
  n: number;
  s1: number;
  s2: number;
}

const mix = (h: number) => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** The bucket of an id and its two marks (31 bits each, so a bucket's sums stay exact). */
export function idHashes(id: string): [bucket: number, m1: number, m2: number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  const ha = mix(a);
  return [ha >>> (32 - BUCKET_BITS), mix(b) >>> 1, mix(a ^ Math.imul(b, 0x27d4eb2d) ^ 0x3c6ef372) >>> 1];
}

/** Every id's bucket, and each bucket's fingerprint (n 0 where none falls). */
export function fingerprint(ids: string[]): { bucketOf: Int32Array; n: Int32Array; s1: Float64Array; s2: Float64Array } {
  const bucketOf = new Int32Array(ids.length);
  const n = new Int32Array(BUCKET_COUNT);
  const s1 = new Float64Array(BUCKET_COUNT);
  const s2 = new Float64Array(BUCKET_COUNT);
  for (let i = 0; i < ids.length; i++) {
    const [b, m1, m2] = idHashes(ids[i]);
    bucketOf[i] = b;
    n[b]++;
    s1[b] += m1;
    s2[b] += m2;
  }
  return { bucketOf, n, s1, s2 };
}

/** The buckets whose fingerprint differs from the kept one (a bucket not kept counts as empty). */
export function movedBuckets(now: ReturnType<typeof fingerprint>, kept: Map<number, BucketPrint>): number[] {
  const moved: number[] = [];
  for (let b = 0; b < BUCKET_COUNT; b++) {
    const k = kept.get(b);
    if (k ? k.n !== now.n[b] || k.s1 !== now.s1[b] || k.s2 !== now.s2[b] : now.n[b] !== 0) moved.push(b);
  }
  return moved;
}
