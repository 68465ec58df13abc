/**
 * Spec §5's generic form messages, as one mapping: a zod issue (client) or a message text a server
 * answered with (`{"field": ["message"]}`, written by the same schemas) becomes one rule, which the
 * UI words in the user's language. Messages that are not generic (custom validators) stay as they are.
 */
export type FieldRule =
  | { rule: "required"; name: string }
  | { rule: "notValid"; name: string }
  | { rule: "minLength"; name: string; n: number }
  | { rule: "maxLength"; name: string; n: number };

/** §5: the display name of a field is its key with underscores (and camelCase humps) as spaces, capitalised. */
export function displayName(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`).replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The parts of a zod issue the mapping reads (zod 4's issue shape). */
export interface IssueLike {
  code: string;
  path?: PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
}

/** The §5 rule a zod issue breaks, or null when §5 has no generic message for it. */
export function ruleOfIssue(issue: IssueLike, key?: string): FieldRule | null {
  const last = [...(issue.path ?? [])].reverse().find((p) => typeof p === "string");
  const name = displayName(key ?? (typeof last === "string" ? last : ""));
  const empty = issue.input === undefined || issue.input === null || issue.input === "";
  if (issue.code === "invalid_type" && empty) return { rule: "required", name };
  if (issue.code === "too_small" && issue.origin === "string") {
    const n = Number(issue.minimum);
    return empty || n <= 1 ? { rule: "required", name } : { rule: "minLength", name, n };
  }
  if (issue.code === "too_big" && issue.origin === "string") {
    // "must be less than n" reads the limit as exclusive: an inclusive maximum m allows m, so n = m + 1.
    const n = Number(issue.maximum) + (issue.inclusive === false ? 0 : 1);
    return { rule: "maxLength", name, n };
  }
  if (issue.code === "invalid_format" || issue.code === "invalid_value" || issue.code === "invalid_type") return { rule: "notValid", name };
  return null;
}

const PATTERNS: [RegExp, (m: RegExpMatchArray) => FieldRule][] = [
  [/^(.+) is required\.?$/, (m) => ({ rule: "required", name: m[1] })],
  [/^(.+) is not valid\.?$/, (m) => ({ rule: "notValid", name: m[1] })],
  [/^(.+) must be at least (\d+) characters?\.?$/, (m) => ({ rule: "minLength", name: m[1], n: Number(m[2]) })],
  [/^(.+) must be less than (\d+) characters?\.?$/, (m) => ({ rule: "maxLength", name: m[1], n: Number(m[2]) })],
];

/** The §5 rule a message text states, or null for any other message. */
export function ruleOfMessage(text: string): FieldRule | null {
  for (const [pattern, rule] of PATTERNS) {
    const m = text.match(pattern);
    if (m) return rule(m);
  }
  return null;
}

/** The English §5 wording of a rule (what the server and the schemas write). */
export function englishMessage(r: FieldRule): string {
  if (r.rule === "required") return `${r.name} is required`;
  if (r.rule === "notValid") return `${r.name} is not valid`;
  if (r.rule === "minLength") return `${r.name} must be at least ${r.n} characters`;
  return `${r.name} must be less than ${r.n} characters`;
}
