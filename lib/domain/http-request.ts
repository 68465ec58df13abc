export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean | null | undefined)[];

/** Replace every {name} in the path with the matching (encoded) parameter. */
export function fillPathParams(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Query string where arrays repeat their key and null/undefined values are dropped. */
export function buildQueryString(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined) search.append(key, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function joinUrl(root: string, path: string): string {
  if (!root) return path;
  return `${root.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FileLike).name === "string" &&
    typeof (value as FileLike).size === "number" &&
    typeof (value as { arrayBuffer?: unknown }).arrayBuffer === "function"
  );
}

export type EncodedBody<F> =
  | { kind: "none"; query: Record<string, QueryValue> }
  | { kind: "json"; json: string; query: Record<string, QueryValue> }
  | { kind: "file"; file: F; query: Record<string, QueryValue> };

/**
 * A body holding a File is sent raw; its other fields move to the query string.
 * Any other body is sent as JSON.
 */
export function encodeBody<F>(
  body: Record<string, unknown> | undefined,
  query: Record<string, QueryValue> = {},
): EncodedBody<F> {
  if (body === undefined) return { kind: "none", query };
  const fileEntry = Object.entries(body).find(([, v]) => isFileLike(v));
  if (!fileEntry) return { kind: "json", json: JSON.stringify(body), query };
  const rest: Record<string, QueryValue> = { ...query };
  for (const [k, v] of Object.entries(body)) if (k !== fileEntry[0]) rest[k] = v as QueryValue;
  return { kind: "file", file: fileEntry[1] as F, query: rest };
}
