import "server-only";

/** A small seeded PRNG (sfc32 seeded through splitmix32): the same seed gives the same corpus. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Index drawn from a Zipf law over n ranks (rank 0 most frequent). */
  zipf(n: number, s = 1.1): number {
    const table = zipfTable(n, s);
    const u = this.next() * table[table.length - 1];
    let lo = 0, hi = table.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (table[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Pareto-distributed value >= min (heavy tail; smaller alpha, heavier tail). */
  pareto(min: number, alpha: number): number {
    return min / Math.pow(1 - this.next(), 1 / alpha);
  }

  /** Index by weight from a cumulative weight array. */
  weighted(cumulative: Float64Array | number[]): number {
    const u = this.next() * cumulative[cumulative.length - 1];
    let lo = 0, hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] <= u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const zipfTables = new Map<string, Float64Array>();
function zipfTable(n: number, s: number): Float64Array {
  const key = `${n}:${s}`;
  let t = zipfTables.get(key);
  if (!t) {
    t = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) t[i] = sum += 1 / Math.pow(i + 1, s);
    zipfTables.set(key, t);
  }
  return t;
}

export function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => (out[i] = sum += w));
  return out;
}
