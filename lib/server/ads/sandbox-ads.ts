import "server-only";
import { and, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { AGES, AGE_ANY } from "@/lib/domain/targeting/options";
import { CRITERIA_BATCH_MAX, KEYWORD_TYPES, LINE_ITEM_LIMITS, TARGETING_TYPES, type Criterion, type TargetingType } from "@/lib/domain/targeting/ads-criteria";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import {
  adsSandboxCustomAudiences,
  adsSandboxLineItems,
  adsSandboxTargetingCriteria,
  adsSandboxWebEventTags,
  corpusAccounts,
  targetingConversationTopics,
  targetingInterests,
  targetingLanguages,
  targetingLocations,
  targetingMoviesTvShows,
  targetingNetworkOperators,
} from "@/lib/server/db/schema";
import type { AdsAdapter, AdsAccount, CustomAudience, LookupItem } from "./ads-adapter";
import { newSandboxId, sandboxInvalid, sandboxNotFound } from "./sandbox-common";
import { lineItemView, sandboxCampaigns } from "./sandbox-campaigns";
import { sandboxCreatives } from "./sandbox-creatives";

/*
 * The local X Ads sandbox: a real implementation over the database that checks what X checks
 * (targeting types, ids that exist, per-line-item limits, batch size) and answers in X's shapes.
 */

const newId = newSandboxId;
const invalid = sandboxInvalid;
const notFound = sandboxNotFound;

type AudienceRow = typeof adsSandboxCustomAudiences.$inferSelect;
function audienceView(r: AudienceRow, now = new Date()): CustomAudience {
  const ready = r.readyAt.getTime() <= now.getTime();
  return { id: r.id, name: r.name, targetable: ready, reasons_not_targetable: ready ? [] : ["PROCESSING"], audience_size: ready ? r.matchedUsers : null };
}

/** Which table holds the ids a targeting type may name (types checked otherwise are absent). */
async function existingValues(type: TargetingType, accountId: string, values: string[]): Promise<Set<string>> {
  const database = await db();
  const pick = async (rows: Promise<{ v: string }[]>) => new Set((await rows).map((r) => r.v));
  switch (type) {
    case "INTEREST":
      return pick(database.select({ v: targetingInterests.id }).from(targetingInterests).where(inArray(targetingInterests.id, values)));
    case "CONVERSATION":
      return pick(database.select({ v: targetingConversationTopics.id }).from(targetingConversationTopics).where(inArray(targetingConversationTopics.id, values)));
    case "TV_SHOW":
      return pick(database.select({ v: targetingMoviesTvShows.id }).from(targetingMoviesTvShows).where(inArray(targetingMoviesTvShows.id, values)));
    case "LANGUAGE":
      return pick(database.select({ v: targetingLanguages.code }).from(targetingLanguages).where(inArray(targetingLanguages.code, values)));
    case "NETWORK_OPERATOR":
      return pick(database.select({ v: targetingNetworkOperators.id }).from(targetingNetworkOperators).where(inArray(targetingNetworkOperators.id, values)));
    case "LOCATION":
      return pick(database.select({ v: targetingLocations.id }).from(targetingLocations).where(inArray(targetingLocations.id, values)));
    case "SIMILAR_TO_FOLLOWERS_OF_USER":
      return pick(database.select({ v: corpusAccounts.id }).from(corpusAccounts).where(inArray(corpusAccounts.id, values)));
    case "CUSTOM_AUDIENCE": {
      const rows = await database.select().from(adsSandboxCustomAudiences).where(and(eq(adsSandboxCustomAudiences.accountId, accountId), inArray(adsSandboxCustomAudiences.id, values)));
      return new Set(rows.filter((r) => audienceView(r).targetable).map((r) => r.id));
    }
    case "AGE":
      return new Set(values.filter((v) => v !== AGE_ANY && AGES.some((a) => a.value === v)));
    case "GENDER":
      return new Set(values.filter((v) => v === "1" || v === "2"));
    default:
      return new Set(values.filter((v) => v.trim().length > 0 && v.length <= 255));
  }
}

async function validateBatch(accountId: string, lineItemId: string, criteria: Criterion[]) {
  if (criteria.length === 0) throw invalid("MISSING_PARAMETER", "At least one targeting criterion is required.", "targeting_criteria");
  if (criteria.length > CRITERIA_BATCH_MAX) throw invalid("INVALID_PARAMETER", `A batch holds at most ${CRITERIA_BATCH_MAX} targeting criteria.`, "targeting_criteria");
  const byType = new Map<TargetingType, string[]>();
  for (const c of criteria) {
    if (!TARGETING_TYPES.includes(c.targeting_type)) throw invalid("INVALID_TARGETING_TYPE", `${String(c.targeting_type)} is not a targeting type.`, "targeting_type");
    if (c.operator_type !== "EQ" && !(c.operator_type === "NE" && KEYWORD_TYPES.has(c.targeting_type))) throw invalid("INVALID_PARAMETER", `operator_type ${c.operator_type} is not allowed for ${c.targeting_type}.`, "operator_type");
    byType.set(c.targeting_type, [...(byType.get(c.targeting_type) ?? []), c.targeting_value]);
  }
  const existing = await (await db()).select({ type: adsSandboxTargetingCriteria.targetingType, value: adsSandboxTargetingCriteria.targetingValue }).from(adsSandboxTargetingCriteria).where(eq(adsSandboxTargetingCriteria.lineItemId, lineItemId));
  const keywordCount = existing.filter((e) => KEYWORD_TYPES.has(e.type as TargetingType)).length + criteria.filter((c) => KEYWORD_TYPES.has(c.targeting_type)).length;
  if (keywordCount > LINE_ITEM_LIMITS.KEYWORDS!) throw invalid("INVALID_PARAMETER", `A line item holds at most ${LINE_ITEM_LIMITS.KEYWORDS} keywords.`, "targeting_value");
  for (const [type, values] of byType) {
    const limit = LINE_ITEM_LIMITS[type];
    const total = existing.filter((e) => e.type === type).length + values.length;
    if (limit !== undefined && total > limit) throw invalid("INVALID_PARAMETER", `A line item holds at most ${limit} ${type} criteria.`, "targeting_value");
    const known = await existingValues(type, accountId, values);
    const unknown = values.find((v) => !known.has(v));
    if (unknown !== undefined) {
      const code = type === "CUSTOM_AUDIENCE" ? "TAILORED_AUDIENCE_NOT_FOUND" : "INVALID_PARAMETER";
      throw invalid(code, `${type} ${unknown} does not exist or cannot be targeted.`, "targeting_value");
    }
  }
  const types = new Set([...byType.keys(), ...existing.map((e) => e.type as TargetingType)]);
  if (types.has("TV_SHOW") && !types.has("LOCATION")) throw invalid("INVALID_PARAMETER", "TV_SHOW targeting needs a LOCATION in its market.", "targeting_type");
}

const likeName = (column: Parameters<typeof ilike>[0], q: string) => or(sql`lower(${column}) = ${q.toLowerCase()}`, ilike(column, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));

export const sandboxAds: AdsAdapter = {
  kind: "sandbox",

  ...sandboxCampaigns,
  ...sandboxCreatives,

  async getLineItem(account, id) {
    const [row] = await (await db()).select().from(adsSandboxLineItems).where(and(eq(adsSandboxLineItems.id, id), eq(adsSandboxLineItems.accountId, account.accountId)));
    return row ? lineItemView(row) : null;
  },

  async deleteLineItem(account, id) {
    const rows = await (await db()).update(adsSandboxLineItems).set({ deleted: true }).where(and(eq(adsSandboxLineItems.id, id), eq(adsSandboxLineItems.accountId, account.accountId))).returning();
    if (!rows.length) throw notFound("Line item not found.");
  },

  async createTargetingCriteria(account, lineItemId, criteria) {
    const line = await this.getLineItem(account, lineItemId);
    if (!line || line.deleted) throw notFound("Line item not found.");
    await validateBatch(account.accountId, lineItemId, criteria);
    const rows = await (await db())
      .insert(adsSandboxTargetingCriteria)
      .values(criteria.map((c) => ({ id: newId(), accountId: account.accountId, lineItemId, targetingType: c.targeting_type, targetingValue: c.targeting_value, operatorType: c.operator_type, name: c.name })))
      .returning();
    return rows.map((r) => ({ id: r.id, line_item_id: r.lineItemId, targeting_type: r.targetingType as TargetingType, targeting_value: r.targetingValue, operator_type: r.operatorType as "EQ" | "NE", name: r.name }));
  },

  async customAudiences(account) {
    const rows = await (await db()).select().from(adsSandboxCustomAudiences).where(eq(adsSandboxCustomAudiences.accountId, account.accountId));
    const now = new Date();
    return rows.map((r) => audienceView(r, now));
  },

  async createCustomAudience(account, input) {
    const database = await db();
    const name = input.name.trim();
    if (!name || name.length > 255) throw invalid("INVALID_PARAMETER", "name must be 1 to 255 characters.", "name");
    const [taken] = await database.select({ id: adsSandboxCustomAudiences.id }).from(adsSandboxCustomAudiences).where(and(eq(adsSandboxCustomAudiences.accountId, account.accountId), eq(adsSandboxCustomAudiences.name, name)));
    if (taken) throw invalid("INVALID_PARAMETER", "A custom audience with this name already exists.", "name");
    const readyAt = new Date(Date.now() + config().ADS_SANDBOX_PROCESSING_SECONDS * 1000);
    const [row] = await database.insert(adsSandboxCustomAudiences).values({ id: newId(), accountId: account.accountId, name, description: input.description ?? null, readyAt }).returning();
    return audienceView(row);
  },

  async lookup(_account: AdsAccount, kind, query): Promise<LookupItem[]> {
    const database = await db();
    const q = query.trim();
    if (!q) return [];
    const items = (type: string, rows: { name: string; id: string }[]) => rows.map((r) => ({ name: r.name, targeting_type: type, targeting_value: r.id }));
    switch (kind) {
      case "interests":
        return items("INTEREST", await database.select({ name: targetingInterests.name, id: targetingInterests.id }).from(targetingInterests).where(likeName(targetingInterests.name, q)).limit(50));
      case "conversations":
        return items("CONVERSATION", await database.select({ name: targetingConversationTopics.name, id: targetingConversationTopics.id }).from(targetingConversationTopics).where(likeName(targetingConversationTopics.name, q)).limit(50));
      case "tv_shows":
        return items("TV_SHOW", await database.select({ name: targetingMoviesTvShows.name, id: targetingMoviesTvShows.id }).from(targetingMoviesTvShows).where(likeName(targetingMoviesTvShows.name, q)).limit(50));
      case "languages":
        return items("LANGUAGE", await database.select({ name: targetingLanguages.name, id: targetingLanguages.code }).from(targetingLanguages).where(likeName(targetingLanguages.name, q)).limit(50));
      case "network_operators":
        return items("NETWORK_OPERATOR", await database.select({ name: targetingNetworkOperators.name, id: targetingNetworkOperators.id }).from(targetingNetworkOperators).where(likeName(targetingNetworkOperators.name, q)).limit(50));
      case "locations":
        return items("LOCATION", await database.select({ name: targetingLocations.name, id: targetingLocations.id }).from(targetingLocations).where(likeName(targetingLocations.name, q)).limit(50));
      case "users":
        return items("SIMILAR_TO_FOLLOWERS_OF_USER", await database.select({ name: corpusAccounts.handle, id: corpusAccounts.id }).from(corpusAccounts).where(inArray(sql`lower(${corpusAccounts.handle})`, q.toLowerCase().split(",").map((h) => h.trim()).slice(0, 100))).limit(100));
    }
  },

  async webEventTags(account) {
    const rows = await (await db()).select().from(adsSandboxWebEventTags).where(eq(adsSandboxWebEventTags.accountId, account.accountId));
    return rows.map((r) => ({ id: r.id, name: r.name, type: r.type }));
  },
};
