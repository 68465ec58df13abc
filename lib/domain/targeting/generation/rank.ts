/*
 * Ranking the candidate items of a package. Lift is how much more often the matched audience uses
 * an item than the corpus as a whole; the order option weighs lift against reach.
 */
export const CREATOR_ORDERS = ["balanced", "relevance", "reach"] as const;
export type CreatorOrder = (typeof CREATOR_ORDERS)[number];

export interface Candidate {
  label: string;
  /** Matched accounts using the item. */
  inAudience: number;
  /** Corpus accounts using the item. */
  inCorpus: number;
}

export function lift(c: Candidate, audience: number, corpus: number): number {
  if (!audience || !corpus || !c.inCorpus) return 0;
  return c.inAudience / audience / (c.inCorpus / corpus);
}

export function score(c: Candidate, audience: number, corpus: number, order: CreatorOrder): number {
  const l = lift(c, audience, corpus);
  if (order === "relevance") return l;
  if (order === "reach") return c.inCorpus;
  return l * Math.log2(1 + c.inAudience);
}

/**
 * The candidates worth targeting: used by at least `minShare` of the audience (and 2 accounts when the
 * audience allows), at least `minLift` (default 1.2) times as often as the corpus, best first, at most `limit`.
 */
export function rankCandidates<T extends Candidate>(items: T[], o: { audience: number; corpus: number; order: CreatorOrder; limit: number; minShare?: number; minLift?: number }): T[] {
  const minCount = Math.max(o.audience >= 10 ? 2 : 1, Math.ceil((o.minShare ?? 0.02) * o.audience));
  return items
    .filter((c) => c.inAudience >= minCount && lift(c, o.audience, o.corpus) >= (o.minLift ?? 1.2))
    .map((c) => ({ c, s: score(c, o.audience, o.corpus, o.order) }))
    .sort((a, b) => b.s - a.s || a.c.label.localeCompare(b.c.label))
    .slice(0, o.limit)
    .map((x) => x.c);
}
