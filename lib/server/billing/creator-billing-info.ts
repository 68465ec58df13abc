import "server-only";
import { billingStatus } from "./billing-status";
import type { BillingOwner } from "./owner";
import { referralCodeOf, referralCreditBalance, referralView } from "./referrals";

/** subscription-info: the creator's billing status, their referral code (if made) and the credit referrals gave them. */
export async function creatorBillingInfo(owner: BillingOwner, userId: string, locale: string) {
  const [status, code, credit] = await Promise.all([billingStatus(owner, userId, locale), referralCodeOf(userId), referralCreditBalance(userId, locale)]);
  return { ...status, referral: code ? referralView(code, locale) : null, credit };
}
