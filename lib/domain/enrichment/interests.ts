/** One X interest: `targeting_value` and `Category/Subcategory` name (from the Ads API taxonomy). */
export interface Interest {
  id: string;
  category: string;
  subcategory: string;
  name: string;
}

export interface InterestMatcher {
  match(words: readonly string[]): { ids: string[]; confidence: number };
}

const STOP = new Set(["and", "the", "of", "general", "other", "&", "in", "for", "to"]);

const stem = (w: string) => w.toLowerCase().replace(/(ies)$/, "y").replace(/(s)$/, "");

/**
 * Keywords of each interest come from its subcategory name ("Biographies and memoirs" ->
 * biography, memoir); an account gets the interests whose keywords its bio and posts use.
 */
export function interestMatcher(interests: readonly Interest[]): InterestMatcher {
  const byWord = new Map<string, string[]>();
  for (const it of interests) {
    const words = `${it.subcategory}`.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !STOP.has(w.toLowerCase()));
    for (const w of words) {
      const k = stem(w);
      byWord.set(k, [...(byWord.get(k) ?? []), it.id]);
    }
  }
  return {
    match(words) {
      const hits = new Map<string, number>();
      for (const w of words) for (const id of byWord.get(stem(w)) ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
      const ids = [...hits.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5).map(([id]) => id);
      const top = ids.length ? hits.get(ids[0])! : 0;
      return { ids, confidence: ids.length ? Math.min(0.9, 0.4 + 0.15 * top) : 0 };
    },
  };
}

/** Parse the interests CSV (targeting_value,category,subcategory,name). */
export function parseInterestsCsv(text: string): Interest[] {
  const lines = text.split(/\r?\n/).filter(Boolean);
  const out: Interest[] = [];
  for (const line of lines.slice(1)) {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, "").replace(/^"|"$/g, "").replace(/""/g, '"')) ?? [];
    const [id, category, subcategory, name] = cells;
    if (id && category) out.push({ id, category, subcategory: subcategory ?? "", name: name ?? `${category}/${subcategory}` });
  }
  return out;
}
