import "server-only";
import { config } from "@/lib/server/config";
import type { SocialNetwork } from "@/lib/schemas/auth";

/**
 * Social sign-in is a small OAuth 2.0 + PKCE client of our own rather than Auth.js: the spec's
 * client drives the flow through DRF-style JSON endpoints (/rest-auth/...), keeps the state in
 * the browser and needs its own refusal message, and sessions must share our PGlite/PostgreSQL
 * tables with the magic-code login — none of which Auth.js's route handlers fit without fighting it.
 */
export interface Provider {
  network: SocialNetwork;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: string[];
  clientId: string;
  clientSecret: string;
}

const LIVE: Record<SocialNetwork, { authorize: string; token: string; userinfo: string; scopes: string[] }> = {
  twitter: {
    authorize: "https://x.com/i/oauth2/authorize",
    token: "https://api.x.com/2/oauth2/token",
    userinfo: "https://api.x.com/2/users/me",
    scopes: ["tweet.read", "users.read", "offline.access"],
  },
  google: {
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
  },
  facebook: {
    authorize: "https://www.facebook.com/v19.0/dialog/oauth",
    token: "https://graph.facebook.com/v19.0/oauth/access_token",
    userinfo: "https://graph.facebook.com/me?fields=id,name,email",
    // Spec §9.
    scopes: ["email", "public_profile", "ads_management", "ads_read", "pages_show_list"],
  },
  linkedin: {
    authorize: "https://www.linkedin.com/oauth/v2/authorization",
    token: "https://www.linkedin.com/oauth/v2/accessToken",
    userinfo: "https://api.linkedin.com/v2/userinfo",
    // Spec §9: e-mail, ads and organisation read/write, basic and lite profile, ads reporting, member social.
    scopes: ["email", "r_ads", "rw_ads", "r_organization_admin", "rw_organization_admin", "r_basicprofile", "r_liteprofile", "r_ads_reporting", "w_member_social"],
  },
};

export function provider(network: SocialNetwork): Provider {
  const c = config();
  const live = LIVE[network];
  const issuer = c.OAUTH_ISSUER_OVERRIDE?.replace(/\/$/, "");
  const key = network.toUpperCase() as "TWITTER" | "GOOGLE" | "FACEBOOK" | "LINKEDIN";
  return {
    network,
    authorizeUrl: issuer ? `${issuer}/authorize` : live.authorize,
    tokenUrl: issuer ? `${issuer}/token` : live.token,
    userinfoUrl: issuer ? `${issuer}/userinfo` : live.userinfo,
    scopes: live.scopes,
    clientId: c[`OAUTH_${key}_CLIENT_ID`],
    clientSecret: c[`OAUTH_${key}_CLIENT_SECRET`],
  };
}

export function redirectUri(network: SocialNetwork): string {
  return `${config().AUTH_URL.replace(/\/$/, "")}/login/${network}`;
}
