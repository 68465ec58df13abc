import "server-only";
import { config } from "@/lib/server/config";
import { AppError } from "@/lib/server/http/app-error";
import { emailAllowed, type AllowListedFeature } from "@/lib/domain/access/feature-access";
import type { Identity } from "./identity";
import { requireUser } from "./require-user";

function allowList(feature: AllowListedFeature): string[] {
  const c = config();
  return feature === "creators" ? c.CREATORS_ALLOWED_EMAILS : c.CAMPAIGN_PLANNER_ALLOWED_EMAILS;
}

/** The allow-listed features the signed-in caller may use. */
export function featureAccess(identity: Identity): Record<AllowListedFeature, boolean> {
  const email = requireUser(identity).email;
  return { creators: emailAllowed(email, allowList("creators")), campaign_planner: emailAllowed(email, allowList("campaign_planner")) };
}

export const NOT_ALLOW_LISTED = "This tool is open to invited accounts only. Ask for access with the e-mail you signed in with.";

/** Refuses (403) a caller whose e-mail is not on the feature's allow-list. */
export function requireFeature(identity: Identity, feature: AllowListedFeature): void {
  if (!featureAccess(identity)[feature]) throw new AppError("forbidden", NOT_ALLOW_LISTED);
}
