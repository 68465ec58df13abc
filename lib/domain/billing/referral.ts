export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{8}$/;

export const REFERRAL_OWN_CODE_MESSAGE = "You cannot use your own referral code.";
export const REFERRAL_USED_MESSAGE = "A referral code gives its credit once per new subscriber, and you have already had it.";
export const REFERRAL_NOT_NEW_MESSAGE = "Referral codes are for new subscribers.";
export const REFERRAL_UNKNOWN_MESSAGE = "This referral code does not exist.";

/** Normalises what a person typed ("abcd 1234" -> "ABCD1234"); null when it cannot be a code. */
export function normaliseReferralCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** Why a referral code gives no credit to this subscriber, or null when it does (once per new subscriber). */
export function referralRefusal(input: { referrerId: string; subscriberId: string; subscriberRedeemedBefore: boolean; subscriberSubscribedBefore: boolean }): string | null {
  if (input.referrerId === input.subscriberId) return REFERRAL_OWN_CODE_MESSAGE;
  if (input.subscriberRedeemedBefore) return REFERRAL_USED_MESSAGE;
  if (input.subscriberSubscribedBefore) return REFERRAL_NOT_NEW_MESSAGE;
  return null;
}
