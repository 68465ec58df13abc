/**
 * Keyword queries: groups of terms joined by AND inside a group and OR between groups, with excluded
 * terms appended as NOT. Terms that are not plain words are double-quoted so parsing gives them back.
 */
export interface KeywordQuery {
  groups: string[][];
  exclusions: string[];
}

export class KeywordQueryError extends Error {}

const OPERATORS = new Set(["AND", "OR", "NOT"]);
const PLAIN = /^[\p{L}\p{N}_#@$&'.+:-]+$/u;

/** Trims terms and drops empty terms and empty groups. */
export function normaliseKeywordQuery(q: KeywordQuery): KeywordQuery {
  const clean = (terms: string[]) => terms.map((t) => t.trim()).filter((t) => t.length > 0);
  return { groups: q.groups.map(clean).filter((g) => g.length > 0), exclusions: clean(q.exclusions) };
}

function quote(term: string): string {
  if (PLAIN.test(term) && !OPERATORS.has(term.toUpperCase())) return term;
  return `"${term.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function serialiseKeywordQuery(query: KeywordQuery): string {
  const { groups, exclusions } = normaliseKeywordQuery(query);
  const many = groups.length > 1;
  const parts = groups.map((g) => {
    const joined = g.map(quote).join(" AND ");
    return many && g.length > 1 ? `(${joined})` : joined;
  });
  const text = parts.join(" OR ");
  const nots = exclusions.map((t) => `NOT ${quote(t)}`).join(" ");
  return [text, nots].filter(Boolean).join(" ");
}

type Token = { kind: "term"; value: string } | { kind: "op"; value: "AND" | "OR" | "NOT" } | { kind: "(" | ")" };

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) i++;
    else if (c === "(" || c === ")") {
      tokens.push({ kind: c });
      i++;
    } else if (c === '"') {
      let value = "";
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === "\\" && i + 1 < text.length) i++;
        value += text[i++];
      }
      if (i >= text.length) throw new KeywordQueryError("Unclosed quote in keyword query");
      i++;
      tokens.push({ kind: "term", value });
    } else {
      let value = "";
      while (i < text.length && !/[\s()"]/.test(text[i])) value += text[i++];
      if (OPERATORS.has(value)) tokens.push({ kind: "op", value: value as "AND" | "OR" | "NOT" });
      else tokens.push({ kind: "term", value });
    }
  }
  return tokens;
}

/** Parses a serialised query back into groups and exclusions; throws KeywordQueryError when malformed. */
export function parseKeywordQuery(text: string): KeywordQuery {
  const tokens = tokenise(text);
  let pos = 0;
  const groups: string[][] = [];
  const exclusions: string[] = [];
  const peek = () => tokens[pos];
  const term = (): string => {
    const t = tokens[pos++];
    if (!t || t.kind !== "term") throw new KeywordQueryError("Expected a keyword in keyword query");
    return t.value;
  };
  const group = (): string[] => {
    const open = peek()?.kind === "(";
    if (open) pos++;
    const terms = [term()];
    while (peek()?.kind === "op" && (peek() as { value: string }).value === "AND") {
      pos++;
      terms.push(term());
    }
    if (open) {
      if (peek()?.kind !== ")") throw new KeywordQueryError("Missing closing parenthesis in keyword query");
      pos++;
    }
    return terms;
  };
  const isOp = (v: string) => peek()?.kind === "op" && (peek() as { value: string }).value === v;
  if (pos < tokens.length && !isOp("NOT")) {
    groups.push(group());
    while (isOp("OR")) {
      pos++;
      groups.push(group());
    }
  }
  while (isOp("NOT")) {
    pos++;
    exclusions.push(term());
  }
  if (pos < tokens.length) throw new KeywordQueryError("Unexpected text in keyword query");
  return { groups, exclusions };
}

/** Keyword input is valid only if it is an object whose keywords is a list of lists. */
export function isValidKeywordInput(input: unknown): input is { keywords: unknown[][] } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  const keywords = (input as { keywords?: unknown }).keywords;
  return Array.isArray(keywords) && keywords.every((group) => Array.isArray(group));
}
