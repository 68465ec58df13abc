import "server-only";

/** Who is asking. Sign-in (cookie sessions and DRF-style tokens) plugs resolvers in here. */
export type Identity =
  | { kind: "anonymous" }
  | {
      kind: "user";
      userId: string;
      email: string | null;
      via: "session" | "token";
      /** The cookie session (via "session") or API token (via "token") that proved it. */
      credentialId: string;
    };

export type UserIdentity = Extract<Identity, { kind: "user" }>;

export type IdentityResolver = (req: Request) => Promise<Identity | null>;

const resolvers: IdentityResolver[] = [];

/** Register a way of recognising callers; the first resolver that answers wins. */
export function registerIdentityResolver(resolver: IdentityResolver): void {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

let builtIns: Promise<unknown> | undefined;

export async function resolveIdentity(req: Request): Promise<Identity> {
  // Loaded lazily: the built-in resolvers import this module to register themselves.
  builtIns ??= import("./register-resolvers");
  await builtIns;
  for (const resolver of resolvers) {
    const identity = await resolver(req);
    if (identity) return identity;
  }
  return { kind: "anonymous" };
}
