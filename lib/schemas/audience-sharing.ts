import { z } from "zod";
import { rowId } from "./row-id";
import { xHandleSchema } from "./x-handle";

const configId = rowId({ error: "audience_config_id is required" });
const team = z.string({ error: "team is required" }).trim().min(1, "team is required").max(100);
const token = z.string({ error: "token is required" }).trim().min(20, "This share link is not valid.").max(200);

export const shareViaAccountSchema = z.object({ email: z.string({ error: "Email is required" }).trim().toLowerCase().email("Please enter a valid email address").max(254) });
export const verifySignedQuerySchema = z.object({ token });
export const sharedWithQuerySchema = z.object({ audience_config_id: configId.optional() });

/** Restore a shared audience into one of the caller's teams: by link token or by a share made to their account. */
export const restoreSchema = z.union([z.object({ token, team }), z.object({ share_id: rowId(), team })], { error: "Send token or share_id, and team." });

export const generateSheetSchema = z.object({ audience_config_ids: z.array(configId).min(1, "Choose at least one audience.").max(50) });

export const reorderHandlesSchema = z.object({
  audience_config_id: configId,
  handles: z.array(xHandleSchema).max(1000),
});

export const autopilotBudgetSchema = z.object({
  ad_account_id: z.string({ error: "ad_account_id is required" }).trim().min(1).max(64),
  /** In the account's currency units (not micros). */
  budget: z.coerce.number({ error: "budget is required" }).positive("budget must be more than 0").max(100_000_000),
});

/** The budget check form: the budget alone (the ad account is the chosen upload target). */
export const budgetCheckFormSchema = autopilotBudgetSchema.pick({ budget: true });

/** The suggestion prompt state is kept on the server; these calls take no fields. */
export const usageCheckSchema = z.object({});
export const teamOnlyQuerySchema = z.object({ team: team });
