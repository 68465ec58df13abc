import { z } from "zod";
import { normaliseReferralCode } from "@/lib/domain/billing/referral";
import { PLAN_AUDIENCES } from "@/lib/domain/billing/plans";
import { teamSlugSchema } from "./team";

const planCode = z.string({ error: "Plan is required" }).trim().min(1, "Plan is required").max(100, "Plan must be less than 100 characters");
/** A client-made key for one submission (e.g. a UUID made when the form opens): sent twice, it is one checkout. */
const idempotencyKey = z.string().trim().min(8, "Idempotency key must be at least 8 characters").max(200, "Idempotency key must be less than 200 characters").optional();
const team = teamSlugSchema.or(z.uuid()).describe("team slug or id");

export const teamBillingQuerySchema = z.object({ team });
export const teamBillingSchema = z.object({ team }).strict();
export const teamCheckoutSchema = z.object({ team, plan: planCode, idempotency_key: idempotencyKey }).strict();
export const teamUpgradeSchema = z.object({ team, plan: planCode }).strict();

export const plansQuerySchema = z.object({ audience: z.enum(PLAN_AUDIENCES, { error: "Audience must be team or creator" }).default("team") });

const INVALID_REFERRAL_CODE = "Enter a valid referral code.";

export const referralCodeSchema = z
  .string()
  .transform((value, ctx) => {
    const code = normaliseReferralCode(value);
    if (!code) ctx.addIssue({ code: "custom", message: INVALID_REFERRAL_CODE });
    return code ?? "";
  });

export const creatorCheckoutSchema = z.object({ plan: planCode, referral_code: referralCodeSchema.optional(), idempotency_key: idempotencyKey }).strict();

export const subscriptionInfoPatchSchema = z
  .object({ plan: planCode.optional(), cancel_at_period_end: z.boolean({ error: "cancel_at_period_end must be true or false" }).optional() })
  .strict()
  .refine((v) => v.plan !== undefined || v.cancel_at_period_end !== undefined, "Send plan or cancel_at_period_end.");

/** The referral code field of /premium: empty (no code) or a valid code. */
export const creatorSubscribeFormSchema = z.object({
  referral_code: z
    .string()
    .trim()
    .refine((v) => v === "" || normaliseReferralCode(v) !== null, INVALID_REFERRAL_CODE)
    .transform((v) => (v === "" ? "" : normaliseReferralCode(v)!)),
});
