/** Features kept to an allow-list of signed-in e-mails (spec §6): Creators and CampaignPlanner. */
export const ALLOW_LISTED_FEATURES = ["creators", "campaign_planner"] as const;
export type AllowListedFeature = (typeof ALLOW_LISTED_FEATURES)[number];

/**
 * Whether an e-mail is on an allow-list. An entry is a whole address (anna@agency.example) or a
 * domain written with its at-sign (@agency.example), so the provider's own domain can be let in
 * as one entry; case does not matter.
 */
export function emailAllowed(email: string | null | undefined, list: readonly string[]): boolean {
  const address = (email ?? "").trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return false;
  const domain = address.slice(at);
  return list.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e.startsWith("@") ? e === domain : e === address;
  });
}
