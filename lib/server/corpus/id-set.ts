/**
 * The ids an import has met, kept as 64-bit hashes in an open-addressing table: 16 bytes per id
 * (at most half full) instead of a string in a Set (about 70-100 bytes), so a file of millions of
 * posts holds megabytes, not hundreds of them. Two different ids share a hash with odds of about
 * n^2 / 2^65 (under one in ten million for a million ids); a shared hash counts the later id as a repeat.
 */
export class IdSet {
  private hi = new Uint32Array(1024);
  private lo = new Uint32Array(1024);
  private count = 0;

  get size(): number {
    return this.count;
  }

  has(id: string): boolean {
    const [h, l] = hash64(id);
    return this.slot(h, l) < 0;
  }

  /** Adds the id; false when it was there already. */
  add(id: string): boolean {
    const [h, l] = hash64(id);
    const at = this.slot(h, l);
    if (at < 0) return false;
    this.hi[at] = h;
    this.lo[at] = l;
    if (++this.count * 2 > this.hi.length) this.grow();
    return true;
  }

  /** The free slot for the hash, or -1 when the hash is there. A zero hash marks a free slot, so hashes are never zero. */
  private slot(h: number, l: number): number {
    const mask = this.hi.length - 1;
    // The top bits of a multiplicative hash spread ids that differ in a few digits across the table.
    for (let i = Math.imul(h ^ l, 0x9e3779b1) >>> Math.clz32(mask); ; i = (i + 1) & mask) {
      if (this.hi[i] === 0 && this.lo[i] === 0) return i;
      if (this.hi[i] === h && this.lo[i] === l) return -1;
    }
  }

  private grow() {
    const { hi, lo } = this;
    this.hi = new Uint32Array(hi.length * 2);
    this.lo = new Uint32Array(hi.length * 2);
    for (let i = 0; i < hi.length; i++) {
      if (hi[i] === 0 && lo[i] === 0) continue;
      const at = this.slot(hi[i], lo[i]);
      this.hi[at] = hi[i];
      this.lo[at] = lo[i];
    }
  }
}

/** Two 32-bit hashes of the string (FNV-1a, and a multiply-xorshift one), never both zero. */
function hash64(s: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a >>>= 0;
  b >>>= 0;
  return a === 0 && b === 0 ? [1, 0] : [a, b];
}
