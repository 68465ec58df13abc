import "server-only";
import { customFetch } from "@auth/core";
import type { OAuthConfig } from "@auth/core/providers";
import { config } from "@/lib/server/config";
import type { SocialNetwork } from "@/lib/schemas/auth";
import { socialProfileFrom } from "./social-profile";

const TIMEOUT_MS = 10_000;

/** The networks' own endpoints and the spec's scopes (§9). */
const LIVE: Record<SocialNetwork, { issuer: string; authorize: string; token: string; userinfo: string; scopes: string[] }> = {
  twitter: {
    issuer: "https://x.com",
    authorize: "https://x.com/i/oauth2/authorize",
    token: "https://api.x.com/2/oauth2/token",
    userinfo: "https://api.x.com/2/users/me",
    scopes: ["tweet.read", "users.read", "offline.access"],
  },
  google: {
    issuer: "https://accounts.google.com",
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
  },
  facebook: {
    issuer: "https://www.facebook.com",
    authorize: "https://www.facebook.com/v19.0/dialog/oauth",
    token: "https://graph.facebook.com/v19.0/oauth/access_token",
    userinfo: "https://graph.facebook.com/me?fields=id,name,email",
    scopes: ["email", "public_profile", "ads_management", "ads_read", "pages_show_list"],
  },
  linkedin: {
    issuer: "https://www.linkedin.com",
    authorize: "https://www.linkedin.com/oauth/v2/authorization",
    token: "https://www.linkedin.com/oauth/v2/accessToken",
    userinfo: "https://api.linkedin.com/v2/userinfo",
    // E-mail, ads and organisation read/write, basic and lite profile, ads reporting, member social.
    scopes: ["email", "r_ads", "rw_ads", "r_organization_admin", "rw_organization_admin", "r_basicprofile", "r_liteprofile", "r_ads_reporting", "w_member_social"],
  },
};

/** Where the network sends the browser back: the page that compares the state (spec §9). */
export function redirectUri(network: SocialNetwork): string {
  return `${config().AUTH_URL.replace(/\/$/, "")}/login/${network}`;
}

/**
 * Auth.js's calls to the network, with a time limit. The code exchange names the spec's redirect
 * URI, and its answer loses the id_token: who signed in is read from the userinfo endpoint, as for
 * every network, so an id_token (Google's, or a test server's under another host name) is not
 * something to validate.
 */
async function networkFetch(network: SocialNetwork, input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const exchange = init?.body instanceof URLSearchParams && init.body.get("grant_type") === "authorization_code";
  if (exchange) (init!.body as URLSearchParams).set("redirect_uri", redirectUri(network));
  const res = await fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!exchange || !res.ok) return res;
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body) return new Response("", { status: 502 });
  delete body.id_token;
  return Response.json(body, { status: res.status, headers: { "cache-control": "no-store" } });
}

/**
 * One network as an Auth.js OAuth 2.0 provider with PKCE. Auth.js would send the network back to
 * its own /callback/{id}; the spec's client comes back on /login/{network} and posts the code, so
 * both the authorize URL and the code exchange name that page as the redirect URI.
 * The state is the browser's own and is checked by us (oauth-state.ts), hence only "pkce" here.
 */
export function oauthProvider(network: SocialNetwork): OAuthConfig<Record<string, unknown>> {
  const c = config();
  const live = LIVE[network];
  const override = c.OAUTH_ISSUER_OVERRIDE?.replace(/\/$/, "");
  const key = network.toUpperCase() as "TWITTER" | "GOOGLE" | "FACEBOOK" | "LINKEDIN";
  const clientSecret = c[`OAUTH_${key}_CLIENT_SECRET`];
  return {
    id: network,
    name: network,
    type: "oauth",
    issuer: override ?? live.issuer,
    clientId: c[`OAUTH_${key}_CLIENT_ID`],
    clientSecret: clientSecret || undefined,
    // Public clients (X's PKCE apps) send only their id; confidential ones authenticate with Basic.
    client: { token_endpoint_auth_method: clientSecret ? "client_secret_basic" : "none" },
    authorization: {
      url: override ? `${override}/authorize` : live.authorize,
      params: { scope: live.scopes.join(" "), redirect_uri: redirectUri(network) },
    },
    token: override ? `${override}/token` : live.token,
    userinfo: override ? `${override}/userinfo` : live.userinfo,
    checks: ["pkce"],
    // A network-verified e-mail signs in as the user who has it (the spec's behaviour).
    allowDangerousEmailAccountLinking: true,
    profile(raw) {
      const profile = socialProfileFrom(network, raw);
      if (!profile) throw new Error(`${network} answered no user id`);
      return { id: profile.uid, name: profile.name, email: profile.email };
    },
    [customFetch]: (input: string | URL | Request, init?: RequestInit) => networkFetch(network, input, init),
  };
}
