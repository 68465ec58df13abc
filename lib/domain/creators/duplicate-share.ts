/**
 * For each author, the share of their posts whose text (case and spacing aside) appears more than
 * once among all the posts given: copy-paste posting, one author or many.
 */
export function duplicateShares(posts: { authorId: string; text: string }[]): Map<string, number> {
  const norm = (t: string) => t.toLowerCase().replace(/\s+/g, " ").trim();
  const uses = new Map<string, number>();
  for (const p of posts) uses.set(norm(p.text), (uses.get(norm(p.text)) ?? 0) + 1);
  const tally = new Map<string, { all: number; dup: number }>();
  for (const p of posts) {
    const t = tally.get(p.authorId) ?? { all: 0, dup: 0 };
    t.all += 1;
    if ((uses.get(norm(p.text)) ?? 0) > 1) t.dup += 1;
    tally.set(p.authorId, t);
  }
  return new Map([...tally].map(([id, t]) => [id, t.dup / t.all]));
}
