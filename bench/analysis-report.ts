// The tables bench:analysis prints: shape x size, the cells in full, and how time grows with size.

/** Slack over one posts scan the goal allows (fixed costs that small corpora cannot amortise). */
export const GOAL_SLACK_MS = 30;
const CACHED_GOAL_MS = 10;

export interface Cell {
  db: string;
  size: string;
  shape: string;
  query: string;
  corpusPosts: number;
  /** Posts the query matches in the corpus (keyword and conversation shapes). */
  matched: number | null;
  population: number;
  sampled: number;
  scan: number;
  /** p50, p95 in ms. */
  cold: [number, number];
  cached: [number, number];
  load: number;
  sections: Record<string, number> | null;
}

export const goalRatio = (c: Cell) => c.cold[1] / (c.scan + GOAL_SLACK_MS);
const meets = (c: Cell) => goalRatio(c) <= 1 && c.cached[1] < CACHED_GOAL_MS;
const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
const unique = <T>(xs: T[]) => [...new Set(xs)];

/** One table per database: a row per shape, per size cold and cached p50/p95, x scan, and whether the goal holds. */
export function printTables(cells: Cell[]): string {
  const out: string[] = [];
  for (const db of unique(cells.map((c) => c.db))) {
    const mine = cells.filter((c) => c.db === db);
    const sizes = unique(mine.map((c) => c.size));
    const header = ["shape", ...sizes.flatMap((s) => [`${s} cold p50/p95 ms`, `${s} cached p50/p95 ms`, `${s} x scan`, `${s} goal`])];
    const rows = unique(mine.map((c) => c.shape)).map((shape) => [
      shape,
      ...sizes.flatMap((size) => {
        const c = mine.find((x) => x.size === size && x.shape === shape);
        if (!c) return ["-", "-", "-", "-"];
        return [`${ms(c.cold[0])} / ${ms(c.cold[1])}`, `${ms(c.cached[0])} / ${ms(c.cached[1])}`, (c.cold[1] / c.scan).toFixed(2), `${meets(c) ? "ok" : "MISS"} ${goalRatio(c).toFixed(2)}`];
      }),
    ]);
    const held = mine.filter(meets).length;
    out.push(`${db}: ${held} of ${mine.length} cells within the goal ("goal" = ok/MISS and cold p95 / (scan + ${GOAL_SLACK_MS} ms))\n\n${table(header, rows)}`);
  }
  const detail = table(
    ["db", "size", "shape", "query", "corpus posts", "matched posts", "audience", "sampled", "scan ms", "cold p50", "cold p95", "cached p50", "cached p95", "x scan", "x goal", "load"],
    cells.map((c) => [c.db, c.size, c.shape, `\`${c.query.slice(0, 40)}\``, String(c.corpusPosts), c.matched === null ? "-" : String(c.matched), String(c.population), String(c.sampled), ms(c.scan), ms(c.cold[0]), ms(c.cold[1]), ms(c.cached[0]), ms(c.cached[1]), (c.cold[1] / c.scan).toFixed(2), goalRatio(c).toFixed(2), c.load.toFixed(1)]),
  );
  return `${out.join("\n\n")}\n\nEvery cell:\n\n${detail}`;
}

/** log(b/a) / log(corpus b/a): 0 = flat as the corpus grows, 1 = in proportion to it. */
const exponent = (a: number, b: number, corpus: number) => (a > 0 && b > 0 && corpus > 1 ? Math.log(b / a) / Math.log(corpus) : NaN);
const fmt = (x: number) => (Number.isNaN(x) ? "-" : x.toFixed(2));

/**
 * How each report's cold time grows from the smallest to the largest size measured, beside how its
 * matched posts, analysed accounts and the corpus grow: each as an exponent of the corpus growth.
 */
export function growthTable(cells: Cell[]): string {
  const rows: string[][] = [];
  for (const db of unique(cells.map((c) => c.db))) {
    for (const shape of unique(cells.filter((c) => c.db === db).map((c) => c.shape))) {
      const mine = cells.filter((c) => c.db === db && c.shape === shape).sort((a, b) => a.corpusPosts - b.corpusPosts);
      if (mine.length < 2) continue;
      const [a, b] = [mine[0], mine[mine.length - 1]];
      const corpus = b.corpusPosts / a.corpusPosts;
      const time = exponent(a.cold[0], b.cold[0], corpus);
      const matched = a.matched === null ? NaN : exponent(a.matched, b.matched!, corpus);
      const sampled = exponent(a.sampled, b.sampled, corpus);
      const work = Math.max(Number.isNaN(matched) ? 0 : matched, sampled);
      rows.push([
        db, shape, mine.map((c) => c.size).join(" → "), mine.map((c) => (c.matched === null ? "-" : String(c.matched))).join(" → "),
        mine.map((c) => `${c.sampled}/${c.population}`).join(" → "), mine.map((c) => ms(c.cold[0])).join(" → "),
        fmt(time), fmt(matched), fmt(sampled), time > work + 0.25 ? "corpus" : "work",
      ]);
    }
  }
  if (!rows.length) return "";
  return `How cold time grows (p50, smallest to largest size): each growth as an exponent of the corpus growth (0 flat, 1 in proportion). "grows with" says corpus when time grows faster than both the matched posts and the analysed accounts (by 0.25 or more).\n\n${table(
    ["db", "shape", "sizes", "matched posts", "analysed/audience accounts", "cold p50 ms", "time exp.", "matched exp.", "analysed exp.", "grows with"],
    rows,
  )}`;
}

/** Each section timed alone at each size; flagged when it grows faster than the report's matched posts and analysed accounts. */
export function sectionGrowth(cells: Cell[]): string {
  const rows: string[][] = [];
  for (const db of unique(cells.map((c) => c.db))) {
    for (const shape of unique(cells.filter((c) => c.db === db).map((c) => c.shape))) {
      const mine = cells.filter((c) => c.db === db && c.shape === shape && c.sections).sort((a, b) => a.corpusPosts - b.corpusPosts);
      if (!mine.length) continue;
      const [a, b] = [mine[0], mine[mine.length - 1]];
      const corpus = b.corpusPosts / a.corpusPosts;
      const work = Math.max(a.matched === null ? 0 : exponent(Math.max(1, a.matched), Math.max(1, b.matched!), corpus), exponent(Math.max(1, a.sampled), Math.max(1, b.sampled), corpus));
      for (const name of Object.keys(a.sections!)) {
        const times = mine.map((c) => c.sections![name] ?? NaN);
        const e = exponent(times[0], times[times.length - 1], corpus);
        // Sections under 10 ms at the largest size are left unflagged: their growth is mostly noise.
        const flag = mine.length > 1 && times[times.length - 1] >= 10 && e > work + 0.25 ? "CORPUS" : "";
        rows.push([db, shape, name, times.map(ms).join(" → "), fmt(e), fmt(work), flag]);
      }
    }
  }
  if (!rows.length) return "";
  return `Each section timed alone (ms, shared work counted in each section that needs it), smallest to largest size; CORPUS marks a section at 10 ms or more whose time grows faster than the report's work (matched posts or analysed accounts, exponent + 0.25).\n\n${table(["db", "shape", "section", "ms", "time exp.", "work exp.", "flag"], rows)}`;
}
