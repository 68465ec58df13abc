import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import type { Variant } from "@/lib/domain/host";
import type { LayoutName } from "@/lib/domain/routes";
import { ROUTE_HEADERS } from "@/lib/domain/request-headers";
import { nonceFromPolicy } from "@/lib/domain/security-headers";
import { getPublicTeamInfo } from "@/lib/server/teams/get-public-team-info";

export interface RequestContext {
  variant: Variant;
  layout: LayoutName | null;
  routeId: string | null;
  teamSlug: string | null;
  path: string;
  /** This request's script nonce (proxy.ts puts it in the request's Content-Security-Policy). */
  nonce: string | undefined;
}

const VARIANTS: Variant[] = ["dashboard", "toolkit", "suite"];

/** What the proxy decided about this request (host face, layout, customer team). */
export const requestContext = cache(async (): Promise<RequestContext> => {
  const h = await headers();
  const variant = h.get(ROUTE_HEADERS.variant) as Variant | null;
  return {
    variant: variant && VARIANTS.includes(variant) ? variant : "dashboard",
    layout: (h.get(ROUTE_HEADERS.layout) as LayoutName | null) ?? null,
    routeId: h.get(ROUTE_HEADERS.route),
    teamSlug: h.get(ROUTE_HEADERS.team),
    path: h.get(ROUTE_HEADERS.path) ?? "/",
    nonce: nonceFromPolicy(h.get("content-security-policy")),
  };
});

/** The customer team whose sub-domain this is, or null (unknown teams brand nothing: a 404 is no team). */
export const currentBrandTeam = cache(async () => {
  const { teamSlug } = await requestContext();
  if (!teamSlug) return null;
  try {
    return await getPublicTeamInfo(teamSlug);
  } catch (error) {
    console.error("team branding lookup failed", error);
    return null;
  }
});
