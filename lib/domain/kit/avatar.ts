export const AVATAR_LEVELS = ["info", "warn", "success", "danger"] as const;
export type AvatarLevel = (typeof AVATAR_LEVELS)[number];

/** At most two characters: the first letters of the first and last words ("Ada Lovelace" -> "AL"). */
export function avatarInitials(text: string | null | undefined): string {
  const local = (text ?? "").trim().replace(/^@/, "").split("@")[0];
  const words = local.split(/[\s._\-]+/u).filter(Boolean);
  if (words.length === 0) return "";
  const first = Array.from(words[0])[0];
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : "";
  return (first + last).toLocaleUpperCase();
}

/**
 * A stable 32-bit hash of the text: FNV-1a, then a final avalanche so that the low bits (which
 * pick the colour) depend on every character, not mostly on the last one.
 */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The same text always gets the same of the four levels. */
export function avatarLevel(text: string | null | undefined): AvatarLevel {
  return AVATAR_LEVELS[hashText((text ?? "").trim().toLowerCase()) % AVATAR_LEVELS.length];
}
