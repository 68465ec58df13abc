import "server-only";
import { z } from "zod";
import { bucketOrigin } from "@/lib/domain/bucket-origin";
import { missingEnv, missingEnvMessage } from "@/lib/domain/env-check";
import type { PublicConfig } from "@/lib/domain/public-config";
import { parseCurrencyRates } from "@/lib/domain/targeting/plan-estimate";

/** An on/off setting: "1" or "true" is on; off by default. */
const flag = z
  .enum(["0", "1", "true", "false"])
  .default("0")
  .transform((v) => v === "1" || v === "true");

const list = z
  .string()
  .transform((s) => s.split(",").map((h) => h.trim()).filter(Boolean));

/** Every setting with the embedded default that lets the demo run with no setup. */
const schema = z.object({
  MURMUR_MODE: z.enum(["development", "production", "test"]).default("development"),
  PRODUCT_DOMAIN: z.string().min(1).default("localhost"),
  TOOLKIT_HOSTS: list.default(["toolkit.localhost"]),
  SUITE_HOSTS: list.default(["suite.localhost"]),
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  PUBLIC_API_ROOT: z.string().default(""),
  PUBLIC_CREATOR_API_ROOT: z.string().default(""),
  ANALYTICS_TOKEN: z.string().default(""),
  ANALYTICS_URL: z.string().default(""),
  ERROR_REPORTING_DSN: z.string().default(""),
  E2E_RESET_ENABLED: flag,
  DASHBOARD_VERSION: z.string().default("30.7.3"),
  // Size and seed of the generated demo corpus seeded at start-up (0 accounts: no demo corpus).
  CORPUS_DEMO_ACCOUNTS: z.coerce.number().int().min(0).default(3000),
  CORPUS_DEMO_POSTS: z.coerce.number().int().min(0).default(30000),
  CORPUS_DEMO_SEED: z.coerce.number().int().default(42),
  // Audience sizes scale corpus shares to this many X users. An ASSUMED platform size: ../shared holds no
  // platform-wide user count (see README "Targeting sizes"), so set it to the figure you trust.
  TARGETING_PLATFORM_USERS: z.coerce.number().int().min(1).default(550_000_000),
  // Budget mode: assumed US dollars to reach 1,000 distinct accounts. Default from the X Ads API
  // reach_estimate fixture (python SDK): 0.44-0.66 USD of daily spend reach 232-349 accounts = 1.90.
  TARGETING_COST_PER_1000_REACHED_USD: z.coerce.number().positive().default(1.9),
  // Campaign calculator and planner: assumed US dollars per 1,000 impressions (same fixture as the reach rate).
  TARGETING_COST_PER_1000_IMPRESSIONS_USD: z.coerce.number().positive().default(1.54),
  // Budget mode: US dollars per unit of each budget currency (approximate 2024-25 rates, not live).
  TARGETING_CURRENCY_USD_RATES: z
    .string()
    .default("EUR=1.1,GBP=1.3,YEN=0.0067,SGD=0.75,BRL=0.18,CAD=0.73,CHF=1.15,INR=0.012,KRW=0.00072,KWD=3.25,MXN=0.054,NGN=0.00065,SAR=0.27,AUD=0.66,ZAR=0.055")
    .transform((text, ctx) => {
      try {
        return parseCurrencyRates(text);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: (e as Error).message });
        return z.NEVER;
      }
    }),
  // The job queue (lib/server/jobs): whether this process works jobs, how many at once, how often it
  // looks for due jobs, how long a claimed job stays its own without a heartbeat, how long finished jobs are kept.
  JOBS_WORKER: z.enum(["0", "1", "true", "false"]).default("1").transform((v) => v === "1" || v === "true"),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
  JOBS_KEEP_DAYS: z.coerce.number().int().min(1).default(14),
  // Largest file the corpus import API accepts.
  CORPUS_MAX_UPLOAD_BYTES: z.coerce.number().int().min(1).default(200 * 1024 * 1024),
  // Live X API v2: with a bearer token the live adapter is used instead of the local corpus.
  X_BEARER_TOKEN: z.string().default(""),
  // OAuth 2.0 user token for endpoints X serves only in user context (liking users).
  X_USER_ACCESS_TOKEN: z.string().default(""),
  // Field parameter names: "tweet" (tweet.fields, the published docs) or "post" (post.fields, newest spec).
  X_API_SPELLING: z.enum(["tweet", "post"]).default("tweet"),
  X_API_BASE_URL: z.string().url().default("https://api.x.com"),
  // Deep Thought's "Connect account" (X sign-in, OAuth 2.0 with PKCE). Without a client id the
  // embedded sign-in answers: a local consent screen over the corpus with the same state/PKCE checks.
  X_OAUTH_CLIENT_ID: z.string().default(""),
  // Set for a confidential client (sent as HTTP Basic to the token endpoint); empty for a public one.
  X_OAUTH_CLIENT_SECRET: z.string().default(""),
  X_OAUTH_AUTHORIZE_URL: z.string().url().default("https://x.com/i/oauth2/authorize"),
  X_OAUTH_TOKEN_URL: z.string().url().default("https://api.x.com/2/oauth2/token"),
  // The redirect URI registered with X; empty: the suite origin the creator is on + /authenticated.
  X_OAUTH_REDIRECT_URI: z.string().default(""),
  // How long a started sign-in may take before its state expires.
  X_OAUTH_STATE_TTL_SECONDS: z.coerce.number().int().min(30).default(600),
  // Longest wait for a rate-limit reset before giving up with a rate_limit error.
  X_MAX_RATE_LIMIT_WAIT_SECONDS: z.coerce.number().min(0).default(60),
  // Sign-in (Auth.js). AUTH_URL is the one origin sign-in happens on: OAuth redirect URIs are built
  // from it and an https URL makes the session cookie Secure. AUTH_SECRET keys Auth.js's sealed
  // cookies and token hashes and our stored session, CSRF and API-token hashes.
  AUTH_URL: z.string().url().default("http://localhost:3000"),
  AUTH_SECRET: z.string().min(16).default("murmur-demo-secret-change-me-in-production"),
  // Mail: SMTP when set, otherwise the local outbox (+ a console line, + /dev/outbox in development).
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Murmur <no-reply@murmur.localhost>"),
  // Login-code rate limits per 15 minutes.
  LOGIN_CODE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOGIN_CODE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  // Toolkit requests (access, downloads): how long the e-mailed link works, and requests per e-mail / per address per hour.
  REQUEST_LINK_TTL_HOURS: z.coerce.number().positive().default(24),
  REQUEST_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(3),
  REQUEST_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  // Social sign-in: client ids/secrets per network, and endpoint overrides (local OAuth server in tests).
  OAUTH_TWITTER_CLIENT_ID: z.string().default("murmur-demo-x"),
  OAUTH_TWITTER_CLIENT_SECRET: z.string().default(""),
  OAUTH_GOOGLE_CLIENT_ID: z.string().default("murmur-demo-google"),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().default(""),
  OAUTH_FACEBOOK_CLIENT_ID: z.string().default("murmur-demo-facebook"),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().default(""),
  OAUTH_LINKEDIN_CLIENT_ID: z.string().default("murmur-demo-linkedin"),
  OAUTH_LINKEDIN_CLIENT_SECRET: z.string().default(""),
  // X's OAuth 1.0a (the /rest-auth/twitter/ request_token and access_token flow).
  OAUTH_TWITTER_CONSUMER_KEY: z.string().default("murmur-demo-x-consumer"),
  OAUTH_TWITTER_CONSUMER_SECRET: z.string().default("murmur-demo-x-consumer-secret"),
  OAUTH1_TWITTER_BASE_URL: z.string().url().default("https://api.x.com"),
  /** When set, every network's authorize/token/userinfo endpoints live under this issuer URL. */
  OAUTH_ISSUER_OVERRIDE: z.string().optional(),
  // Billing: "local" (plans in our database, no card taken) or "stripe" (the three STRIPE_ keys needed).
  BILLING_PROVIDER: z.enum(["local", "stripe"]).default("local"),
  STRIPE_SECRET_KEY: z.string().default(""),
  STRIPE_PUBLISHABLE_KEY: z.string().default(""),
  STRIPE_WEBHOOK_SECRET: z.string().default(""),
  // Stripe's API root (tests point it at a local stub server).
  STRIPE_API_BASE: z.string().url().default("https://api.stripe.com"),
  // A referral gives the referrer and the new subscriber this credit each (minor units of the currency).
  REFERRAL_CREDIT_AMOUNT: z.coerce.number().int().min(0).default(500),
  REFERRAL_CREDIT_CURRENCY: z.string().default("EUR"),
  // Analyses: audiences above the cap are analysed on a uniform seeded sample of this many accounts.
  ANALYSIS_SAMPLE_CAP: z.coerce.number().int().min(10).default(10_000),
  ANALYSIS_SAMPLE_SEED: z.coerce.number().int().default(1),
  // The costlier sections (followed accounts, bio words, post terms, posts the audience engaged with)
  // read the first this many of the sample (itself a uniform seeded sample), and sample posts to it.
  ANALYSIS_DETAIL_CAP: z.coerce.number().int().min(10).default(2_000),
  // A conversation analysis longer than this answers "The request took too long to process".
  ANALYSIS_CONVERSATION_BUDGET_MS: z.coerce.number().int().min(1).default(20_000),
  // Image downloader (cross-origin images of the PNG export): size cap, overall timeout, calls per user per minute.
  IMAGE_DOWNLOADER_MAX_BYTES: z.coerce.number().int().min(1).default(5_000_000),
  IMAGE_DOWNLOADER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  IMAGE_DOWNLOADER_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  // Analysis sheets (xlsx) per user per minute.
  SHEET_EXPORT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  // AI chat: an OpenAI-compatible /v1/chat/completions server when CHAT_MODEL_URL is set (base URL
  // ending before /v1), otherwise the local analyst answering from the analysis itself.
  CHAT_MODEL_URL: z.string().default(""),
  CHAT_MODEL_API_KEY: z.string().default(""),
  CHAT_MODEL_NAME: z.string().default("gpt-4o-mini"),
  CHAT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  CHAT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  // The local analyst's typing pace: a pause between streamed pieces (0: as fast as possible).
  CHAT_LOCAL_PIECE_DELAY_MS: z.coerce.number().int().min(0).default(25),
  // X Ads: with a consumer key and secret the live X Ads API is used (OAuth 1.0a with the ad
  // account owner's X tokens); without them the local ads sandbox in the database answers.
  X_ADS_CONSUMER_KEY: z.string().default(""),
  X_ADS_CONSUMER_SECRET: z.string().default(""),
  X_ADS_API_BASE_URL: z.string().url().default("https://ads-api.x.com/12"),
  // Where handles are turned into X user ids for look-alike targeting (X API v2 users/by).
  X_ADS_USERS_BASE_URL: z.string().url().default("https://api.x.com/2"),
  // Where media for the live media library is uploaded first (X's chunked media/upload), before the Ads API lists it.
  X_ADS_UPLOAD_BASE_URL: z.string().url().default("https://upload.x.com/1.1"),
  // Longest wait for an X Ads rate-limit reset before giving up.
  X_ADS_MAX_RATE_LIMIT_WAIT_SECONDS: z.coerce.number().min(0).default(30),
  // Sandbox: how long a new custom audience stays PROCESSING before it becomes targetable.
  ADS_SANDBOX_PROCESSING_SECONDS: z.coerce.number().int().min(0).default(600),
  // Where uploaded files (the ads media library) are kept on local disk.
  UPLOADS_DIR: z.string().default(".data/uploads"),
  // With a bucket, uploads go to an S3-compatible store instead (the browser PUTs to a presigned address).
  UPLOADS_S3_BUCKET: z.string().default(""),
  // The store's root (e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2 address); empty: AWS's own for the region.
  UPLOADS_S3_ENDPOINT: z.union([z.string().url(), z.literal("")]).default(""),
  UPLOADS_S3_REGION: z.string().default("us-east-1"),
  UPLOADS_S3_ACCESS_KEY_ID: z.string().default(""),
  UPLOADS_S3_SECRET_ACCESS_KEY: z.string().default(""),
  // Bucket in the path (http://host/bucket/key), as MinIO and most S3-compatible stores want; 0: bucket.host.
  UPLOADS_S3_FORCE_PATH_STYLE: z.enum(["0", "1", "true", "false"]).default("1").transform((v) => v === "1" || v === "true"),
  // How long a presigned upload address stays valid.
  UPLOADS_S3_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(900),
  // Shared audience links stay valid this long.
  AUDIENCE_SHARE_TTL_HOURS: z.coerce.number().int().min(1).default(24 * 14),
  // Where the "extension missing" alert sends the user.
  EXTENSION_STORE_URL: z.string().url().default("https://chromewebstore.google.com/search/X%20Pro%20Targeting"),
  // Allow-lists of signed-in e-mails (spec §6) for the Creators tool and the campaign planner: whole
  // addresses or "@domain" entries, comma-separated. The demo lets in its own domain.
  CREATORS_ALLOWED_EMAILS: list.default(["@murmur.localhost"]),
  CAMPAIGN_PLANNER_ALLOWED_EMAILS: list.default(["@murmur.localhost"]),
  // Only behind our own reverse proxy may x-forwarded-host name the host.
  TRUST_FORWARDED_HOST: flag,
  // Serves the load bench's bare baseline page at /bench-bare (npm run bench:load sets it).
  BENCH_BARE_PAGE: flag,
});

export type AppConfig = z.infer<typeof schema>;

/** What must be set explicitly when MURMUR_MODE=production (no demo defaults in production). */
export const PRODUCTION_REQUIRED = [
  "PRODUCT_DOMAIN",
  "TOOLKIT_HOSTS",
  "SUITE_HOSTS",
  "DATABASE_URL",
  "ANALYTICS_TOKEN",
  "AUTH_URL",
  "AUTH_SECRET",
] as const;

/** What the Stripe billing provider cannot work without. */
export const STRIPE_REQUIRED = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** What an S3-compatible upload store cannot work without, once its bucket is set. */
export const S3_UPLOADS_REQUIRED = ["UPLOADS_S3_ACCESS_KEY_ID", "UPLOADS_S3_SECRET_ACCESS_KEY"] as const;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  if (env.MURMUR_MODE === "production") {
    const missing = missingEnv(env, PRODUCTION_REQUIRED);
    if (missing.length) throw new ConfigError(missingEnvMessage(missing));
  }
  if (env.BILLING_PROVIDER === "stripe") {
    const missing = missingEnv(env, STRIPE_REQUIRED);
    if (missing.length) throw new ConfigError(missingEnvMessage(missing));
  }
  if (env.UPLOADS_S3_BUCKET) {
    const missing = missingEnv(env, S3_UPLOADS_REQUIRED);
    if (missing.length) throw new ConfigError(missingEnvMessage(missing));
  }
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  return parsed.data;
}

let cached: AppConfig | undefined;
export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}

/** Settings the browser may see. */
export function publicConfig(): PublicConfig {
  const c = config();
  return {
    production: c.MURMUR_MODE === "production",
    testHooks: c.MURMUR_MODE === "test",
    apiRoot: c.PUBLIC_API_ROOT,
    creatorApiRoot: c.PUBLIC_CREATOR_API_ROOT,
    analyticsToken: c.ANALYTICS_TOKEN,
    analyticsUrl: c.ANALYTICS_URL,
    dashboardVersion: c.DASHBOARD_VERSION,
  };
}
export type { PublicConfig };

/** Hosts and domain the proxy uses to pick a face of the product. */
export function hostConfig() {
  const c = config();
  return { productDomain: c.PRODUCT_DOMAIN, toolkitHosts: c.TOOLKIT_HOSTS, suiteHosts: c.SUITE_HOSTS };
}

/** Origins pages may connect to beyond their own: the upload bucket's, when one is configured. */
export function pageConnectOrigins(): string[] {
  const c = config();
  const origin = bucketOrigin({ bucket: c.UPLOADS_S3_BUCKET, endpoint: c.UPLOADS_S3_ENDPOINT, region: c.UPLOADS_S3_REGION, pathStyle: c.UPLOADS_S3_FORCE_PATH_STYLE });
  return origin ? [origin] : [];
}

export function trustForwardedHost(): boolean {
  return config().TRUST_FORWARDED_HOST;
}

/** Cookies go out Secure in production mode, and wherever sign-in happens on https. */
export function secureCookies(c: AppConfig = config()): boolean {
  return c.MURMUR_MODE === "production" || c.AUTH_URL.startsWith("https://");
}
