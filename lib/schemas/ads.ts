import { z } from "zod";
import { rowId } from "./row-id";

const adAccountId = z.string({ error: "ad_account_id is required" }).trim().min(1, "ad_account_id is required").max(64);
const configId = rowId({ error: "audience_config_id is required" });

/** Body of uploading a saved audience to an ad account. */
export const uploadAudienceSchema = z.object({
  audience_config_id: configId,
  ad_account_id: adAccountId,
  /** The user agreed to go on without the custom audiences that are not ready yet. */
  skip_not_ready: z.boolean().default(false),
});

export const uploadedListQuerySchema = z.object({ team: z.string().trim().min(1).max(100), audience_config_id: configId.optional() });

/** Body of the custom audience check (spec §7). */
export const customAudienceCheckSchema = z.object({
  ad_account_id: adAccountId,
  custom_audience_names: z.array(z.string().trim().min(1).max(255)).max(500),
});

/** The extension asks which funding instruments the ad account open in X Ads Manager can use. */
export const fundingInstrumentsSchema = z.object({ ad_account_id: adAccountId });

export const customAudienceCreateSchema = z.object({
  ad_account_id: adAccountId,
  name: z.string().trim().min(1, "Name is required").max(255, "Name must be less than 255 characters"),
  description: z.string().max(1000).optional(),
});

export const hasPixelQuerySchema = z.object({ ad_account_id: adAccountId.optional() });
