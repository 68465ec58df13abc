export const DEFAULT_TRUNCATE_LENGTH = 15;
const ELLIPSIS = "…";

/**
 * Keeps at most `max` characters and marks the cut with an ellipsis. Counts code points, so an
 * emoji or a surrogate pair is never split in half.
 */
export function truncate(text: string | null | undefined, max: number = DEFAULT_TRUNCATE_LENGTH): string {
  const chars = Array.from(text ?? "");
  if (chars.length <= max) return chars.join("");
  return chars.slice(0, Math.max(0, max)).join("").trimEnd() + ELLIPSIS;
}
