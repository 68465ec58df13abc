import "server-only";
import { randomInt } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { formatPrice } from "@/lib/domain/billing/format-price";
import { referralRefusal } from "@/lib/domain/billing/referral";
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import { db } from "@/lib/server/db";
import { referralCodes, referralRedemptions, subscriptions } from "@/lib/server/db/schema";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function referralCredit() {
  const c = config();
  return { amount: c.REFERRAL_CREDIT_AMOUNT, currency: c.REFERRAL_CREDIT_CURRENCY.toUpperCase() };
}

export interface ReferralView {
  code: string;
  /** What the referrer and the new subscriber each get. */
  credit: { amount: number; currency: string; display: string };
}

/** The user's referral code, made on first ask (one per user). */
export async function createReferral(userId: string, locale: string): Promise<ReferralView> {
  const database = await db();
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await database.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return referralView(existing.code, locale);
    const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    await database.insert(referralCodes).values({ code, userId }).onConflictDoNothing();
  }
  throw new Error("could not make a unique referral code");
}

export function referralView(code: string, locale: string): ReferralView {
  const credit = referralCredit();
  return { code, credit: { ...credit, display: formatPrice(credit.amount, credit.currency, locale) } };
}

export async function referralCodeOf(userId: string): Promise<string | null> {
  const [row] = await (await db()).select().from(referralCodes).where(eq(referralCodes.userId, userId));
  return row?.code ?? null;
}

export async function referrerOf(code: string): Promise<string | null> {
  const [row] = await (await db()).select().from(referralCodes).where(eq(referralCodes.code, code));
  return row?.userId ?? null;
}

/** Why this code gives this subscriber nothing, or null when it will (checked again when the checkout completes). */
export async function referralRefusalFor(database: Database, code: string, subscriberId: string, exceptSubscriptionId?: number): Promise<string | null> {
  const [ref] = await database.select().from(referralCodes).where(eq(referralCodes.code, code));
  if (!ref) return "This referral code does not exist.";
  const [redeemed] = await database.select({ id: referralRedemptions.id }).from(referralRedemptions).where(eq(referralRedemptions.subscriberId, subscriberId));
  const [subscribed] = await database
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, subscriberId), exceptSubscriptionId ? ne(subscriptions.id, exceptSubscriptionId) : undefined));
  return referralRefusal({ referrerId: ref.userId, subscriberId, subscriberRedeemedBefore: Boolean(redeemed), subscriberSubscribedBefore: Boolean(subscribed) });
}

/** Records the credit for both sides, once per new subscriber; returns the referrer when it did. */
export async function redeemReferral(database: Database, code: string, subscriberId: string, subscriptionId: number): Promise<string | null> {
  if (await referralRefusalFor(database, code, subscriberId, subscriptionId)) return null;
  const [ref] = await database.select().from(referralCodes).where(eq(referralCodes.code, code));
  const credit = referralCredit();
  const inserted = await database
    .insert(referralRedemptions)
    .values({ code, referrerId: ref.userId, subscriberId, creditAmount: credit.amount, currency: credit.currency })
    .onConflictDoNothing()
    .returning({ id: referralRedemptions.id });
  return inserted.length ? ref.userId : null;
}

/** A user's credit from referrals, given and received. */
export async function referralCreditBalance(userId: string, locale: string) {
  const database = await db();
  const rows = await database.select().from(referralRedemptions).where(eq(referralRedemptions.referrerId, userId));
  const received = await database.select().from(referralRedemptions).where(eq(referralRedemptions.subscriberId, userId));
  const currency = referralCredit().currency;
  const amount = [...rows, ...received].filter((r) => r.currency === currency).reduce((sum, r) => sum + r.creditAmount, 0);
  return { amount, currency, display: formatPrice(amount, currency, locale), referrals: rows.length };
}
