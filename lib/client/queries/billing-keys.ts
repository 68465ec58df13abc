import type { PlanAudience } from "@/lib/domain/billing/plans";

/** Query keys of the billing screens: a mutation invalidates the keys of what it changed. */
export const billingKeys = {
  all: ["billing"] as const,
  team: (team: string) => ["billing", { team }] as const,
  teamInvoices: (team: string) => ["billing", { team }, "invoices"] as const,
  creator: () => ["billing", "creator"] as const,
  plans: (audience: PlanAudience) => ["billing", "plans", { audience }] as const,
  checkout: (id: string) => ["billing", "checkout", { id }] as const,
};
