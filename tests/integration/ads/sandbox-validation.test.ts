import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { adsSandboxTargetingCriteria } from "@/lib/server/db/schema";
import { AdsError, type AdsAccount } from "@/lib/server/ads/ads-adapter";
import { sandboxAds } from "@/lib/server/ads/sandbox-ads";
import type { Criterion } from "@/lib/domain/targeting/ads-criteria";
import { seedTargetingReferenceData } from "@/lib/server/targeting/seed-reference-data";
import { rejection } from "../../support/rejection";
import { freshDatabase } from "../../support/test-db";

// The sandbox answers as X would: it refuses what X refuses, before writing any of the batch.

let handle: DatabaseHandle;
let lineId: string;
const account: AdsAccount = { accountId: "sbx-validate", credentials: null };

const refusal = (p: Promise<unknown>) => rejection(p, AdsError);
const c = (targeting_type: string, targeting_value: string, operator_type: "EQ" | "NE" = "EQ") => ({ targeting_type, targeting_value, operator_type, name: targeting_value }) as Criterion;

beforeAll(async () => {
  handle = await freshDatabase();
  await seedTargetingReferenceData(handle.db);
  const [fi] = await sandboxAds.fundingInstruments(account);
  const campaign = await sandboxAds.createCampaign(account, { name: "Validation", funding_instrument_id: fi.id, entity_status: "DRAFT" });
  lineId = (await sandboxAds.createLineItem(account, { campaign_id: campaign.id, name: "Validation", objective: "REACH", product_type: "PROMOTED_TWEETS", placements: ["ALL_ON_TWITTER"], entity_status: "DRAFT" })).id;
});
afterAll(async () => handle.close());

describe("ads sandbox validation", () => {
  it("takes criteria whose ids exist in the reference data", async () => {
    const made = await sandboxAds.createTargetingCriteria(account, lineId, [c("INTEREST", "1001"), c("LANGUAGE", "ja"), c("BROAD_KEYWORD", "ramen"), c("EXACT_KEYWORD", "instant noodles", "NE")]);
    expect(made.map((m) => m.line_item_id)).toEqual([lineId, lineId, lineId, lineId]);
  });

  it("refuses an unknown targeting type, an unknown id and NE outside keywords", async () => {
    expect(await refusal(sandboxAds.createTargetingCriteria(account, lineId, [c("FAVOURITE_COLOUR", "blue")]))).toMatchObject({ status: 400, codes: [{ code: "INVALID_TARGETING_TYPE" }] });
    expect(await refusal(sandboxAds.createTargetingCriteria(account, lineId, [c("INTEREST", "999999")]))).toMatchObject({ codes: [{ code: "INVALID_PARAMETER", parameter: "targeting_value" }] });
    expect(await refusal(sandboxAds.createTargetingCriteria(account, lineId, [c("INTEREST", "1002", "NE")]))).toMatchObject({ codes: [{ parameter: "operator_type" }] });
    expect(await refusal(sandboxAds.createTargetingCriteria(account, lineId, [c("AGE", "AGE_12_TO_13")]))).toMatchObject({ kind: "invalid" });
    expect(await refusal(sandboxAds.createTargetingCriteria(account, lineId, [c("GENDER", "3")]))).toMatchObject({ kind: "invalid" });
  });

  it("refuses a custom audience that is still processing, and TV shows without a location", async () => {
    const audience = await sandboxAds.createCustomAudience(account, { name: "Newsletter" });
    expect(audience).toMatchObject({ targetable: false, reasons_not_targetable: ["PROCESSING"] });
    expect(await refusal(sandboxAds.createTargetingCriteria(account, lineId, [c("CUSTOM_AUDIENCE", audience.id)]))).toMatchObject({ codes: [{ code: "TAILORED_AUDIENCE_NOT_FOUND" }] });
    expect(await refusal(sandboxAds.createCustomAudience(account, { name: "Newsletter" }))).toMatchObject({ codes: [{ parameter: "name" }] });
    const [show] = await sandboxAds.lookup(account, "tv_shows", "a");
    expect(await refusal(sandboxAds.createTargetingCriteria(account, lineId, [c("TV_SHOW", show.targeting_value)]))).toMatchObject({ message: "TV_SHOW targeting needs a LOCATION in its market." });
  });

  it("keeps to the per-line-item limits and the batch size, writing nothing of a refused batch", async () => {
    expect(await refusal(sandboxAds.createTargetingCriteria(account, lineId, [c("AGE", "AGE_OVER_18"), c("AGE", "AGE_OVER_21")]))).toMatchObject({ message: "A line item holds at most 1 AGE criteria." });
    const batch = Array.from({ length: 501 }, (_, i) => c("BROAD_KEYWORD", `word ${i}`));
    expect(await refusal(sandboxAds.createTargetingCriteria(account, lineId, batch))).toMatchObject({ message: "A batch holds at most 500 targeting criteria." });
    const keywords = Array.from({ length: 500 }, (_, i) => c("BROAD_KEYWORD", `kw ${i}`));
    await sandboxAds.createTargetingCriteria(account, lineId, keywords);
    await sandboxAds.createTargetingCriteria(account, lineId, keywords.slice(0, 498).map((k) => c("PHRASE_KEYWORD", `${k.targeting_value} p`)));
    const error = await refusal(sandboxAds.createTargetingCriteria(account, lineId, [c("BROAD_KEYWORD", "one more"), c("LANGUAGE", "en")]));
    expect(error.message).toBe("A line item holds at most 1000 keywords.");
    const rows = await handle.db.select().from(adsSandboxTargetingCriteria).where(eq(adsSandboxTargetingCriteria.lineItemId, lineId));
    expect(rows.filter((r) => r.targetingType === "LANGUAGE").map((r) => r.targetingValue)).toEqual(["ja"]);
  });

  it("another account's line item is not found", async () => {
    expect(await refusal(sandboxAds.createTargetingCriteria({ accountId: "someone-else", credentials: null }, lineId, [c("LANGUAGE", "en")]))).toMatchObject({ kind: "not_found" });
  });
});
