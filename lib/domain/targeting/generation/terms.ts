import stopwords from "stopwords-iso/stopwords-iso.json";

const STOP = new Set<string>([
  ...(stopwords as Record<string, string[]>).en,
  // Words that describe an advertiser's wish rather than its audience.
  "people", "audience", "users", "user", "customers", "customer", "fans", "buyers", "interested", "interest", "love", "like", "likes",
  "want", "target", "targeting", "campaign", "brand", "product", "products", "new", "who", "our", "looking", "based",
]);

/** A light English stem so "running", "runners" and "run" meet: the corpus search then matches prefixes. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  const undouble = (x: string) => x.replace(/([b-df-hj-np-tv-z])\1$/, "$1");
  if (/..ies$/.test(w)) return w.slice(0, -3) + "y";
  if (/...ing$/.test(w)) return undouble(w.slice(0, -3));
  if (/...ers$/.test(w)) return undouble(w.slice(0, -3));
  if (/...er$/.test(w)) return undouble(w.slice(0, -2));
  if (/(s|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (/..[^s]s$/.test(w)) return w.slice(0, -1);
  return w;
}

export interface Term {
  /** The word as written (lower case). */
  word: string;
  /** Its stem, matched as a prefix in bios and posts. */
  stem: string;
}

const WORD = /[\p{L}][\p{L}\p{N}]*/gu;

/** The topic words of a description, in order, without stopwords and duplicates (at most `max`). */
export function descriptionTerms(text: string, max = 12): Term[] {
  const seen = new Set<string>();
  const out: Term[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const word = m[0];
    if (word.length < 3 || STOP.has(word)) continue;
    const s = stem(word);
    if (seen.has(s)) continue;
    seen.add(s);
    out.push({ word, stem: s });
    if (out.length >= max) break;
  }
  return out;
}

/** A corpus match expression: groups of terms (AND inside, OR between) and excluded terms. */
export interface TermQuery {
  groups: Term[][];
  excluded: Term[];
}

/** A description matches on any of its terms; keyword groups keep their AND/OR shape. */
export function termQuery(input: { description?: string; keywordGroups?: string[][]; excluded?: string[] }): TermQuery {
  const excluded = (input.excluded ?? []).flatMap((e) => descriptionTerms(e, 5));
  const groups = (input.keywordGroups ?? []).map((g) => g.flatMap((k) => descriptionTerms(k, 5))).filter((g) => g.length > 0);
  if (groups.length) return { groups, excluded };
  return { groups: descriptionTerms(input.description ?? "").map((t) => [t]), excluded };
}

const SHORT_CVC = /^[b-df-hj-np-tv-z]*[aeiou][b-df-hj-np-tv-z]$/;

/**
 * The inflections a stem stands for ("run" -> run, runs, running, runner ...). Whole words are
 * matched rather than prefixes, so "run" never finds "runway".
 */
export function wordForms(t: Term): string[] {
  const s = t.stem;
  const forms = new Set([t.word, s, `${s}s`, `${s}es`, `${s}ing`, `${s}er`, `${s}ers`, `${s}ed`]);
  // run -> running, runner: a short consonant-vowel-consonant stem doubles its last letter.
  if (SHORT_CVC.test(s)) for (const end of ["ing", "er", "ers", "ed"]) forms.add(`${s}${s.at(-1)}${end}`);
  if (s.endsWith("y")) for (const end of ["ies", "ied"]) forms.add(`${s.slice(0, -1)}${end}`);
  if (s.endsWith("e")) for (const end of ["ing", "r", "rs", "d"]) forms.add(end === "ing" ? `${s.slice(0, -1)}ing` : `${s}${end}`);
  return [...forms].map((f) => f.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);
}

/** The query as a Postgres tsquery over the `simple` configuration, every term any of its word forms. */
export function toTsQuery(q: TermQuery): string {
  const prefix = (t: Term) => {
    const forms = wordForms(t);
    return forms.length > 1 ? `(${forms.join(" | ")})` : forms[0];
  };
  const any = q.groups.map((g) => (g.length > 1 ? `(${g.map(prefix).join(" & ")})` : prefix(g[0]))).join(" | ");
  if (!any) return "";
  const not = q.excluded.map((t) => `!${prefix(t)}`);
  return not.length ? `(${any}) & ${not.join(" & ")}` : any;
}

/** Every distinct term of a query (groups then exclusions left out). */
export const queryTerms = (q: TermQuery): Term[] => [...new Map(q.groups.flat().map((t) => [t.stem, t])).values()];
