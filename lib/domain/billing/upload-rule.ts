export const UPLOAD_NEEDS_SUBSCRIPTION_MESSAGE = "You need an active subscription to upload audiences to X.";

/** Uploading audiences to X needs an active subscription (§6); "active" is isSubscriptionActive's. */
export function checkUploadAllowed(hasActiveSubscription: boolean): { ok: true } | { ok: false; message: string } {
  return hasActiveSubscription ? { ok: true } : { ok: false, message: UPLOAD_NEEDS_SUBSCRIPTION_MESSAGE };
}
