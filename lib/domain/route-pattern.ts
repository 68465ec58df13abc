/** Tiny path-pattern matcher for ":name" and optional ":name?" segments (one segment each). */
export type RouteParams = Record<string, string | undefined>;

export function splitPath(pathname: string): string[] {
  return pathname.split("/").filter(Boolean);
}

/** Patterns split once: the proxy and the layouts match a path against the route table on every request. */
const splitPatterns = new Map<string, string[]>();

function patternSegments(pattern: string): string[] {
  let segments = splitPatterns.get(pattern);
  if (!segments) splitPatterns.set(pattern, (segments = splitPath(pattern)));
  return segments;
}

/** A path's decoded segments, to match against many patterns (`matchPattern`). */
export const pathSegments = (pathname: string): string[] => splitPath(pathname).map((s) => safeDecode(s));

export function matchPattern(pattern: string, path: string | string[]): RouteParams | null {
  const want = patternSegments(pattern);
  const have = typeof path === "string" ? pathSegments(path) : path;
  const params: RouteParams = {};
  let i = 0;
  for (const seg of want) {
    const value = have[i];
    if (seg.startsWith(":")) {
      const optional = seg.endsWith("?");
      const name = seg.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      params[name] = value;
      i += 1;
    } else {
      if (value !== seg) return null;
      i += 1;
    }
  }
  return i === have.length ? params : null;
}

export function fillPattern(pattern: string, params: RouteParams): string {
  const parts = splitPath(pattern).flatMap((seg) => {
    if (!seg.startsWith(":")) return [seg];
    const name = seg.replace(/^:/, "").replace(/\?$/, "");
    const value = params[name];
    return value === undefined ? [] : [encodeURIComponent(value)];
  });
  return `/${parts.join("/")}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
