import { readFileSync } from "node:fs";

/*
 * Checks a request against X's OpenAPI document: the operation exists, every query parameter is
 * declared, arrays/enums/ranges/patterns hold, required ones are there, and the auth fits.
 * The published docs' `tweet.*` spellings are accepted as aliases of the spec's `post.*` names.
 */

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Operation {
  template: string;
  regex: RegExp;
  pathParams: string[];
  op: Obj;
  params: Obj[];
  appAuth: boolean;
}

const PARAM_ALIASES: Record<string, string> = { "tweet.fields": "post.fields" };
const VALUE_ALIASES: Record<string, Record<string, string>> = {
  "post.fields": { note_tweet: "note_post" },
  expansions: { "referenced_tweets.id": "referenced_posts", "referenced_tweets.id.author_id": "referenced_posts", edit_history_tweet_ids: "edit_history_post_ids", pinned_tweet_id: "pinned_post_id" },
};
// Fields the v2 docs document for tweet.fields that the newest spec returns without asking.
const LEGACY_VALUES: Record<string, string[]> = { "post.fields": ["author_id", "in_reply_to_user_id", "referenced_tweets", "edit_history_tweet_ids"] };

export class OpenApiValidator {
  readonly operations: Operation[];

  constructor(specPath: string) {
    const spec = JSON.parse(readFileSync(specPath, "utf8")) as Obj;
    const resolve = (p: Obj): Obj => (p.$ref ? spec.components.parameters[p.$ref.split("/").pop()] : p);
    this.operations = Object.entries(spec.paths as Obj)
      .filter(([, item]) => item.get)
      .map(([template, item]) => {
        const pathParams: string[] = [];
        const regex = new RegExp(`^${template.replace(/\{([^}]+)\}/g, (_, name) => (pathParams.push(name), "([^/]+)"))}$`);
        const security: Obj[] = item.get.security ?? [];
        return { template, regex, pathParams, op: item.get, params: (item.get.parameters ?? []).map(resolve), appAuth: security.some((s) => "BearerToken" in s) };
      })
      .sort((a, b) => a.pathParams.length - b.pathParams.length || b.template.length - a.template.length);
  }

  find(path: string): { operation: Operation; pathValues: Record<string, string> } | null {
    for (const operation of this.operations) {
      const m = path.match(operation.regex);
      if (m) return { operation, pathValues: Object.fromEntries(operation.pathParams.map((n, i) => [n, decodeURIComponent(m[i + 1])])) };
    }
    return null;
  }

  /** Problems with the query and path values; empty when the request is valid. */
  validate(operation: Operation, pathValues: Record<string, string>, query: URLSearchParams): string[] {
    const problems: string[] = [];
    const byName = new Map(operation.params.map((p) => [p.name, p]));
    for (const [name, value] of Object.entries(pathValues)) {
      const schema = byName.get(name)?.schema ?? {};
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) problems.push(`The \`${name}\` path value [${value}] does not match ${schema.pattern}`);
    }
    const seen = new Set<string>();
    for (const [rawName, raw] of query.entries()) {
      const name = PARAM_ALIASES[rawName] ?? rawName;
      if (seen.has(name)) problems.push(`Duplicate parameter ${rawName}`);
      seen.add(name);
      const p = byName.get(name);
      if (!p || p.in !== "query") {
        problems.push(`The query parameter [${rawName}] is not one of [${operation.params.filter((x) => x.in === "query").map((x) => x.name).join(",")}]`);
        continue;
      }
      const schema = p.schema ?? {};
      if (schema.type === "array") {
        const items = raw.split(",").map((v) => VALUE_ALIASES[name]?.[v] ?? v);
        if (schema.minItems && items.length < schema.minItems) problems.push(`[${rawName}] needs at least ${schema.minItems} values`);
        if (schema.maxItems && items.length > schema.maxItems) problems.push(`[${rawName}] takes at most ${schema.maxItems} values`);
        const allowed: string[] | undefined = schema.items?.enum;
        for (const v of items) {
          if (allowed && !allowed.includes(v) && !LEGACY_VALUES[name]?.includes(v)) problems.push(`The \`${rawName}\` query parameter value [${v}] is not one of [${allowed.join(",")}]`);
          if (schema.items?.pattern && !new RegExp(schema.items.pattern).test(v)) problems.push(`The \`${rawName}\` value [${v}] does not match ${schema.items.pattern}`);
        }
      } else if (schema.type === "integer") {
        const n = Number(raw);
        if (!Number.isInteger(n)) problems.push(`The \`${rawName}\` query parameter value [${raw}] is not an integer`);
        else if ((schema.minimum !== undefined && n < schema.minimum) || (schema.maximum !== undefined && n > schema.maximum)) {
          problems.push(`The \`${rawName}\` query parameter value [${raw}] is not between ${schema.minimum} and ${schema.maximum}`);
        }
      } else if (schema.enum && !schema.enum.includes(raw)) {
        problems.push(`The \`${rawName}\` query parameter value [${raw}] is not one of [${schema.enum.join(",")}]`);
      } else if (schema.format === "date-time" || /_time$/.test(name)) {
        if (Number.isNaN(Date.parse(raw))) problems.push(`The \`${rawName}\` query parameter value [${raw}] is not a valid RFC 3339 time`);
      }
      if (schema.type === "string" && schema.maxLength && raw.length > schema.maxLength) problems.push(`[${rawName}] is longer than ${schema.maxLength}`);
    }
    for (const p of operation.params) if (p.required && p.in === "query" && !seen.has(p.name)) problems.push(`The \`${p.name}\` query parameter can not be empty`);
    return problems;
  }
}
