import "server-only";

/** Who is asking. Sign-in (cookie sessions and DRF-style tokens) plugs resolvers in here. */
export type Identity =
  | { kind: "anonymous" }
  | { kind: "user"; userId: string; email: string; via: "session" | "token" };

export type IdentityResolver = (req: Request) => Promise<Identity | null>;

const resolvers: IdentityResolver[] = [];

/** Register a way of recognising callers; the first resolver that answers wins. */
export function registerIdentityResolver(resolver: IdentityResolver): void {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

export async function resolveIdentity(req: Request): Promise<Identity> {
  for (const resolver of resolvers) {
    const identity = await resolver(req);
    if (identity) return identity;
  }
  return { kind: "anonymous" };
}
