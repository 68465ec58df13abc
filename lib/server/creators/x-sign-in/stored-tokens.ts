import "server-only";
import { seal, unseal } from "@/lib/server/crypto/secret-box";
import type { XTokenSet } from "./x-oauth-provider";

const PURPOSE = "creator-x-tokens";

/** The columns of creator_accounts a token set fills, sealed at rest. */
export function tokenColumns(tokens: XTokenSet, now = Date.now()) {
  return {
    accessToken: seal(PURPOSE, tokens.accessToken),
    refreshToken: tokens.refreshToken ? seal(PURPOSE, tokens.refreshToken) : null,
    tokenExpiresAt: new Date(now + tokens.expiresIn * 1000),
    scopes: tokens.scope,
    tokenStatus: "valid" as const,
  };
}

export const openToken = (sealed: string | null) => (sealed ? unseal(PURPOSE, sealed) : null);
