import "server-only";
import { raw, skipCSRFCheck, type AuthConfig } from "@auth/core";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import type { Database } from "@/lib/server/db/client";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/schemas/auth";
import { sessionCookieOptions } from "../cookies";
import { authAdapter } from "./adapter";
import { emailCodeProvider } from "./email-code-provider";
import { oauthProvider } from "./oauth-providers";
import { socialProfileFrom } from "./social-profile";
import { rememberSocialProfile } from "../oauth/social-accounts";

export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_MAX_AGE_S = 14 * 24 * 3600;

/** Sign-in failures users cause (wrong code, refused link) are answers, not server errors. */
const EXPECTED_ERRORS = new Set(["Verification", "OAuthAccountNotLinked", "AccessDenied"]);

/**
 * The one Auth.js configuration (its adapter is also the session store sessions.ts reads). Auth.js is called in-process by our endpoints (run-auth.ts),
 * never mounted on its own routes, so its CSRF action is off: our endpoints check the state,
 * the code and the session themselves, and every cookie-authenticated write needs X-CSRFToken.
 */
const configs = new WeakMap<Database, AuthConfig>();

export async function authConfig(): Promise<AuthConfig> {
  // Built once per database: every API request reads its session through Auth.js.
  const database = await db();
  let built = configs.get(database);
  if (!built) configs.set(database, (built = buildAuthConfig(database)));
  return built;
}

function buildAuthConfig(database: Database): AuthConfig {
  const c = config();
  const { name, ...cookie } = sessionCookieOptions();
  return {
    adapter: authAdapter(database),
    providers: [...SOCIAL_NETWORKS.map((n) => oauthProvider(n)), emailCodeProvider()],
    secret: c.AUTH_SECRET,
    basePath: AUTH_BASE_PATH,
    trustHost: true,
    skipCSRFCheck,
    raw,
    // Sessions end after two weeks; they are not stretched by use (updateAge = maxAge).
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_S, updateAge: SESSION_MAX_AGE_S },
    useSecureCookies: cookie.secure,
    cookies: { sessionToken: { name, options: cookie } },
    events: {
      async signIn({ account, profile }) {
        if (account?.type !== "oauth" || !profile) return;
        const p = socialProfileFrom(account.provider as SocialNetwork, profile as Record<string, unknown>);
        if (p) await rememberSocialProfile(p);
      },
    },
    logger: {
      error(error) {
        const type = (error as { type?: string }).type;
        if (!type || !EXPECTED_ERRORS.has(type)) console.warn("[auth]", error);
      },
      // Its only warning here is "csrf-disabled", on every call, which is the design above.
      warn() {},
      debug() {},
    },
  };
}
