import "server-only";
import { createRequire } from "node:module";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { teams, users } from "@/lib/server/db/schema";
import type { CustomerInfo } from "./billing-adapter";
import type { BillingOwner } from "./owner";

const require = createRequire(import.meta.url);
let iso: typeof import("i18n-iso-countries") | undefined;
function isoCountries() {
  if (!iso) {
    iso = require("i18n-iso-countries") as typeof import("i18n-iso-countries");
    iso.registerLocale(require("i18n-iso-countries/langs/en.json"));
  }
  return iso;
}

/** A country as typed in the team's billing details ("France", "fr", "FR") as ISO alpha-2, or null. */
export function countryCode(country: string | null): string | null {
  const text = country?.trim();
  if (!text) return null;
  const countries = isoCountries();
  if (/^[a-z]{2}$/i.test(text)) return countries.isValid(text.toUpperCase()) ? text.toUpperCase() : null;
  return countries.getAlpha2Code(text, "en") ?? null;
}

/** Team plans are invoiced to the team's billing details; creator plans to the creator. */
export async function customerInfo(owner: BillingOwner): Promise<CustomerInfo> {
  const database = await db();
  if (owner.kind === "team") {
    const [team] = await database.select().from(teams).where(eq(teams.id, owner.teamId));
    return { email: team?.invoiceEmail ?? null, name: team?.invoiceName ?? team?.name ?? null, country: countryCode(team?.country ?? null) };
  }
  const [user] = await database.select().from(users).where(eq(users.id, owner.userId));
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return { email: user?.email ?? null, name: name || null, country: null };
}
