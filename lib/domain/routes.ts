import type { Variant } from "./host";
import { fillPattern, matchPattern, pathSegments, type RouteParams } from "./route-pattern";

export type LayoutName = "pro-targeting" | "deep-thought" | "dashboard" | "dashboard-no-nav" | "none";

export interface RouteDef {
  /** Stable id, also the message key of the route's heading. */
  id: string;
  pattern: string;
  aliases?: string[];
  layout: LayoutName;
  /** A route that only redirects (the dashboard's /:teamId/). */
  redirectTo?: string;
  /**
   * The app folder the proxy rewrites to, when not the variant's own (`internalPrefix`): the toolkit's
   * public pages live in `app/toolkit-site/`, one route segment under the root (each segment is
   * rendered and serialised on every request).
   */
  internalPrefix?: string;
}

const TEAM_CHILDREN = [
  "account",
  "team",
  "campaigns",
  "creatives",
  "media",
  "creator",
  "explore-x",
  "audiences",
  "communities",
  // Not in the spec's table: the team admins' import page (issue 22).
  "import",
] as const;

export const DASHBOARD_ROUTES: RouteDef[] = [
  { id: "login", pattern: "/login/:network?", layout: "dashboard-no-nav" },
  { id: "welcome", pattern: "/welcome", layout: "dashboard-no-nav" },
  { id: "chooseTeam", pattern: "/choose-team", layout: "dashboard-no-nav" },
  { id: "kit", pattern: "/kit", layout: "dashboard-no-nav" },
  { id: "helperDocuments", pattern: "/helper-documents", layout: "dashboard" },
  { id: "standaloneAudiences", pattern: "/audiences", layout: "dashboard" },
  { id: "resetE2e", pattern: "/reset-e2e", layout: "none" },
  { id: "devOutbox", pattern: "/dev/outbox", layout: "none" },
  { id: "inviteAccept", pattern: "/:teamId/invite-accept", layout: "dashboard-no-nav" },
  // The local billing provider's checkout (docs/billing.md): not in the spec's table, which has no local provider.
  { id: "billingCheckout", pattern: "/billing/checkout/:id", layout: "dashboard-no-nav" },
  { id: "teamHome", pattern: "/:teamId", layout: "dashboard", redirectTo: "/:teamId/audiences" },
  ...TEAM_CHILDREN.map((child) => ({
    id: `team.${child}`,
    pattern: `/:teamId/${child}`,
    layout: "dashboard" as const,
  })),
];

const toolkit = (id: string, pattern: string, aliases?: string[]): RouteDef => ({
  id,
  pattern,
  aliases,
  layout: "pro-targeting",
});

/** A public page of the toolkit (home, about, pro pages, materials): its own app folder, `app/toolkit-site/`. */
const toolkitSite = (id: string, pattern: string, aliases?: string[]): RouteDef => ({ ...toolkit(id, pattern, aliases), internalPrefix: "/toolkit-site" });

export const TOOLKIT_ROUTES: RouteDef[] = [
  toolkitSite("home", "/"),
  toolkit("savedLists", "/saved-lists"),
  toolkit("campaignsNew", "/campaigns/new"),
  toolkit("campaignsCreate", "/campaigns/create"),
  toolkit("targetingLists", "/targeting-lists/:id?", ["/native-lists/:id?", "/native-list/:id?"]),
  toolkit("explore", "/explore/:name?", ["/xplore/:name?", "/analyze/:name?"]),
  toolkit("topicClusters", "/topic-clusters", ["/clusters"]),
  toolkit("xstats", "/xstats/:country?"),
  toolkit("audienceBuilder", "/audience-builder"),
  toolkit("competitorAnalysis", "/competitor-analysis"),
  toolkit("myAudiences", "/my-audiences", ["/saved-audiences"]),
  toolkit("creators", "/creators"),
  toolkit("campaignPlanner", "/campaign-planner"),
  toolkitSite("marketingMaterials", "/marketing-materials", ["/materials"]),
  toolkitSite("about", "/about"),
  toolkitSite("proTargeting", "/pro-targeting"),
  toolkitSite("proSolutions", "/pro-solutions"),
  toolkitSite("proCommunity", "/pro-community"),
  toolkit("requestAudience", "/request-audience", ["/request-audiences"]),
  toolkit("requestDownload", "/request-download/:title?"),
  toolkit("requestAccess", "/request-access"),
  toolkit("requestConfirmation", "/request-confirmation"),
  toolkit("requestVerification", "/request-verification"),
  toolkit("jobTitle", "/job-title"),
  toolkit("getExtension", "/get-extension", ["/extension"]),
  // Not in the spec's table: the toolkit admins' screens (issue 18), for members of Toolkit_admin.
  toolkit("adminRequests", "/admin/requests", ["/admin"]),
  toolkit("adminMaterials", "/admin/materials"),
];

const suite = (id: string, pattern: string, aliases?: string[]): RouteDef => ({
  id,
  pattern,
  aliases,
  layout: "deep-thought",
});

export const SUITE_ROUTES: RouteDef[] = [
  { id: "authenticated", pattern: "/authenticated", layout: "none" },
  // The embedded X sign-in's consent screen (stands in for X's authorize page when no X client is configured).
  { id: "localXConsent", pattern: "/local-x-consent", layout: "none" },
  suite("paused", "/"),
  suite("topics", "/premium-suite/topics", ["/topics"]),
  suite("followingTopics", "/premium-suite/following-topics", ["/following-topics"]),
  suite("unfollowed", "/premium-suite/unfollowed"),
  suite("premium", "/premium"),
  suite("dashboard", "/premium-suite"),
  suite("talkToX", "/premium-suite/talk-to-x", ["/talk-to-x"]),
  suite("xstats", "/premium-suite/xstats/:country?", ["/xstats/:country?"]),
  suite("accounts", "/premium-suite/accounts"),
  suite("followers", "/premium-suite/followers"),
  suite("following", "/premium-suite/following"),
  suite("posts", "/premium-suite/posts"),
  suite("post", "/premium-suite/post/:id"),
  suite("engagers", "/premium-suite/engagers"),
  suite("lists", "/premium-suite/lists"),
  suite("subscriptionSuccess", "/create-subscription/success"),
  suite("subscriptionCancel", "/create-subscription/cancel"),
  suite("billingCheckout", "/billing/checkout/:id"),
  suite("switchAccount", "/switch-account"),
];

export const ROUTES: Record<Variant, RouteDef[]> = {
  dashboard: DASHBOARD_ROUTES,
  toolkit: TOOLKIT_ROUTES,
  suite: SUITE_ROUTES,
};

/** What the proxy does with a path on a variant's host. */
export type RouteResolution =
  | { kind: "page"; route: RouteDef; params: RouteParams; canonicalPath: string; internalPath: string }
  | { kind: "redirect"; to: string }
  | { kind: "not-found"; internalPath: string };

export function internalPrefix(variant: Variant): string {
  return `/${variant}`;
}

export function resolveRoute(variant: Variant, pathname: string): RouteResolution {
  const segments = pathSegments(pathname);
  for (const route of ROUTES[variant]) {
    for (const pattern of [route.pattern, ...(route.aliases ?? [])]) {
      const params = matchPattern(pattern, segments);
      if (!params) continue;
      if (route.redirectTo) return { kind: "redirect", to: fillPattern(route.redirectTo, params) };
      const canonicalPath = fillPattern(route.pattern, params);
      const prefix = route.internalPrefix ?? internalPrefix(variant);
      const internalPath = canonicalPath === "/" ? prefix : prefix + canonicalPath;
      return { kind: "page", route, params, canonicalPath, internalPath };
    }
  }
  if (variant === "dashboard") return { kind: "redirect", to: "/choose-team" };
  if (variant === "toolkit") return { kind: "redirect", to: "/" };
  return { kind: "not-found", internalPath: `${internalPrefix(variant)}/not-found` };
}

export const VARIANT_TITLES: Record<Variant, string> = {
  dashboard: "Murmur",
  toolkit: "Targeting Toolkit",
  suite: "Deep Thought",
};

export function findRoute(variant: Variant, id: string): RouteDef | undefined {
  return ROUTES[variant].find((r) => r.id === id);
}
