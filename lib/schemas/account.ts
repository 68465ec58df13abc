import { z } from "zod";
import { MAX_ROW_ID } from "./row-id";

export const NO_AD_ACCOUNT_ID = "No ad account id provided";

const accountId = z
  .string({ error: NO_AD_ACCOUNT_ID })
  .trim()
  .min(1, NO_AD_ACCOUNT_ID)
  .max(64, "Ad account id must be less than 64 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Ad account id is not valid");

export const createAdAccountSchema = z.object({
  account_id: accountId,
  name: z.string().trim().max(200, "Name must be less than 200 characters").default(""),
  network: z.enum(["twitter", "google", "facebook", "linkedin"]).default("twitter"),
});

export const validateAdAccountSchema = z.object({ ad_account_id: accountId });

export const createGrantSchema = z.object({
  member: z.number({ error: "Member is required" }).int().positive().max(MAX_ROW_ID),
  account: z.object({ account_id: accountId, network: z.string().trim().min(1).max(32).default("twitter") }),
});

export interface AdAccount {
  id: number;
  account_id: string;
  network: string;
  name: string;
  /** true / false once checked (cached); null when not checked yet. */
  access: boolean | null;
}
