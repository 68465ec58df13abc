import "server-only";

/**
 * Whether any string in a parsed request (keys included) holds a NUL character, which PostgreSQL
 * text and jsonb cannot store. Walks iteratively: a hostile body may nest deeper than the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === "string") {
      if (v.includes("\0")) return true;
    } else if (Array.isArray(v)) {
      pending.push(...v);
    } else if (v && typeof v === "object") {
      for (const [key, inner] of Object.entries(v)) {
        if (key.includes("\0")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
