/**
 * The query client's keys for data the server also prefetches: one definition shared by the
 * browser's hooks and the server components that hydrate them.
 */
export const userKeys = {
  me: ["me"] as const,
  tokens: ["me", "tokens"] as const,
  adAccounts: ["me", "ad-accounts"] as const,
};

export const teamKeys = {
  all: ["teams"] as const,
  one: (slug: string) => ["teams", { slug }] as const,
  members: (slug: string) => ["teams", { slug }, "members"] as const,
  invites: (slug: string) => ["teams", { slug }, "invites"] as const,
  invite: (slug: string, code: string) => ["invites", { slug, code }] as const,
};
