import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { adsSandboxCustomAudiences, adsSandboxWebEventTags, audienceConfigs, teams } from "@/lib/server/db/schema";
import type { TargetingPackageInput } from "@/lib/schemas/targeting";

const pkg = (p: Partial<TargetingPackageInput>): TargetingPackageInput => ({
  keywords: [], hashtags: [], interests: [], conversation_topics: [], movies_tv_shows: [], handles: [], languages: [], network_operators: [],
  placements: [], custom_audiences: [], age: null, gender: null, locations: [], ...p,
});

const AUDIENCES = [
  {
    name: "Coffee lovers in Japan",
    queryType: "audience_builder",
    size: 420_000,
    countries: ["Japan"],
    categories: ["Food and drink"],
    description: "People who post about specialty coffee, cafés and home brewing.",
    targetingPackage: pkg({
      keywords: [{ label: "cold brew", deselected: false }, { label: "latte art", deselected: false }, { label: "instant coffee", deselected: true }],
      hashtags: [{ label: "coffee", deselected: false }, { label: "カフェ", deselected: false }],
      interests: [{ label: "Food and drink/Coffee and tea", deselected: false }],
      languages: [{ label: "Japanese" }, { label: "English" }],
      placements: ["homeTimelines", "searchResults"],
      age: "AGE_25_TO_49",
    }),
  },
  {
    name: "Developers and tech founders",
    queryType: "handle_analysis",
    size: 1_800_000,
    countries: ["United States", "UK"],
    categories: [],
    description: "",
    targetingPackage: pkg({
      keywords: [{ label: "typescript", deselected: false }, { label: "kubernetes", deselected: false }],
      hashtags: [{ label: "opensource", deselected: false }],
      interests: [{ label: "Business/Technology", deselected: false }],
      gender: "ANY",
    }),
  },
  {
    name: "Existing customers",
    queryType: "audience_builder",
    size: 12_400,
    countries: [],
    categories: ["Exclusion Audience"],
    description: "Newsletter subscribers, excluded from prospecting campaigns.",
    targetingPackage: pkg({ custom_audiences: ["Newsletter subscribers"] }),
  },
];

/** Saved audiences for the demo team, and the demo ad account's sandbox custom audience and pixel. */
export async function seedAudiences(db: Database): Promise<void> {
  const [local] = await db.select().from(teams).where(eq(teams.slug, "local"));
  for (const a of AUDIENCES) {
    const [exists] = await db.select({ id: audienceConfigs.id }).from(audienceConfigs).where(and(eq(audienceConfigs.teamId, local.id), eq(audienceConfigs.name, a.name)));
    if (!exists) await db.insert(audienceConfigs).values({ teamId: local.id, ...a });
  }
  await db.insert(adsSandboxCustomAudiences).values({ id: "demo-ca-1", accountId: "18ce54demo01", name: "Newsletter subscribers", matchedUsers: 12_400, readyAt: new Date("2026-01-02T00:00:00Z") }).onConflictDoNothing();
  await db.insert(adsSandboxWebEventTags).values({ id: "demo-px-1", accountId: "18ce54demo01", name: "Murmur site visits" }).onConflictDoNothing();
}
