import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorPayouts } from "@/lib/server/db/schema";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { AppError } from "@/lib/server/http/app-error";
import { botPurge, predictPayout } from "@/lib/domain/creators/payout-model";
import { parsePayoutCsv } from "@/lib/domain/creators/payout-csv";
import { isLikelyBot } from "@/lib/domain/creators/bot-score";
import { payoutEntrySchema, type PayoutEntry, type PayoutRow, type PayoutView } from "@/lib/schemas/creator-posts";
import type { CreatorAccount } from "./creator-accounts";
import { audienceQuality } from "./audience-quality";
import { scoreAccounts } from "./score-accounts";

/** The window the bot-purge simulation reads engagement over. */
const PURGE_DAYS = 28;
const today = (now: Date) => now.toISOString().slice(0, 10);

/** The account's payouts, oldest first, each with the verified engagement of its period (inclusive days, UTC). */
export async function listPayouts(db: Database, account: CreatorAccount): Promise<PayoutRow[]> {
  const rows = await queryRows<{ id: number; period_start: string | Date; period_end: string | Date; amount_cents: number; currency: string; source: PayoutRow["source"]; verified: number | string }>(db, sql`
    select p.id, p.period_start::text as period_start, p.period_end::text as period_end, p.amount_cents, p.currency, p.source,
      (select count(*) from creator_post_engagements e join corpus_accounts a on a.id = e.engager_id and a.verified
        where e.account_id = p.account_id and e.engaged_at >= p.period_start::timestamp at time zone 'UTC'
          and e.engaged_at < (p.period_end + 1)::timestamp at time zone 'UTC') as verified
    from creator_payouts p where p.account_id = ${account.id} order by p.period_start`);
  return rows.map((r) => ({
    id: r.id, period_start: String(r.period_start).slice(0, 10), period_end: String(r.period_end).slice(0, 10), amount: r.amount_cents / 100,
    currency: r.currency, source: r.source, verified_engagements: Number(r.verified),
  }));
}

function checkPeriod(e: PayoutEntry, now: Date, where = "") {
  if (e.period_end > today(now)) throw new AppError("bad_request", `${where}A period cannot end in the future.`, { period_end: [`${where}A period cannot end in the future.`] });
}

const row = (account: CreatorAccount, e: PayoutEntry, source: "entered" | "imported") => ({
  accountId: account.id, periodStart: e.period_start, periodEnd: e.period_end, amountCents: Math.round(e.amount * 100), source,
});

/** Enters one period's payout (entering the same period again replaces it). */
export async function enterPayout(db: Database, account: CreatorAccount, e: PayoutEntry, now = new Date()) {
  checkPeriod(e, now);
  const values = row(account, e, "entered");
  await db.insert(creatorPayouts).values(values).onConflictDoUpdate({ target: [creatorPayouts.accountId, creatorPayouts.periodStart], set: values });
  return payoutView(db, account, now);
}

/** Imports payouts from CSV: every line is checked first; one bad line writes nothing. */
export async function importPayouts(db: Database, account: CreatorAccount, csv: string, now = new Date()) {
  const { lines, problems } = parsePayoutCsv(csv);
  const entries: PayoutEntry[] = [];
  for (const l of lines) {
    const parsed = payoutEntrySchema.safeParse({ period_start: l.period_start, period_end: l.period_end, amount: l.amount });
    if (!parsed.success) problems.push(`Line ${l.line}: ${parsed.error.issues[0].message}.`);
    else if (parsed.data.period_end > today(now)) problems.push(`Line ${l.line}: a period cannot end in the future.`);
    else entries.push(parsed.data);
  }
  if (!entries.length && !problems.length) problems.push("The CSV has no payout lines.");
  if (problems.length) throw new AppError("bad_request", problems.slice(0, 5).join(" "), { csv: problems.slice(0, 20) });
  await db.transaction(async (tx) => {
    for (const e of entries) {
      const values = row(account, e, "imported");
      await tx.insert(creatorPayouts).values(values).onConflictDoUpdate({ target: [creatorPayouts.accountId, creatorPayouts.periodStart], set: values });
    }
  });
  return { imported: entries.length, ...(await payoutView(db, account, now)) };
}

export async function deletePayout(db: Database, account: CreatorAccount, payoutId: string) {
  const id = Number(payoutId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError("not_found", "Payout not found.");
  const gone = await db.delete(creatorPayouts).where(and(eq(creatorPayouts.id, id), eq(creatorPayouts.accountId, account.id))).returning({ id: creatorPayouts.id });
  if (!gone.length) throw new AppError("not_found", "Payout not found.");
}

/** Engagement of the last days, with the part from likely bots (scored like the followers) and from verified accounts. */
async function recentEngagement(db: Database, account: CreatorAccount, now: Date) {
  const rows = await queryRows<{ engager_id: string; verified: boolean | null; n: number | string }>(db, sql`
    select e.engager_id, a.verified, count(*) as n from creator_post_engagements e left join corpus_accounts a on a.id = e.engager_id
    where e.account_id = ${account.id} and e.engaged_at >= ${new Date(now.getTime() - PURGE_DAYS * 86_400_000).toISOString()}::timestamptz
    group by e.engager_id, a.verified`);
  const bots = new Set((await scoreAccounts(db, rows.map((r) => r.engager_id), now)).filter((s) => isLikelyBot(s.score)).map((s) => s.id));
  const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((a, r) => a + Number(r.n), 0);
  return {
    engagements: sum(() => true),
    botEngagements: sum((r) => bots.has(r.engager_id)),
    verifiedEngagements: sum((r) => !!r.verified),
    botVerifiedEngagements: sum((r) => !!r.verified && bots.has(r.engager_id)),
  };
}

/** Payouts, the prediction of the next period with its back-test, and the bot-purge simulation. */
export async function payoutView(db: Database, account: CreatorAccount, now = new Date()): Promise<PayoutView> {
  const payouts = await listPayouts(db, account);
  const p = predictPayout(payouts.map((x) => ({ start: x.period_start, end: x.period_end, payout: Math.round(x.amount * 100), verifiedEngagements: x.verified_engagements })));
  const quality = await audienceQuality(db, account, now);
  const recent = await recentEngagement(db, account, now);
  const purge = botPurge({ followers: quality.followers, likelyBotFollowers: Math.round(quality.share * quality.followers), ...recent }, p.enough ? p.predicted : null);
  const dollars = (cents: number) => Math.round(cents) / 100;
  return {
    currency: payouts.at(-1)?.currency ?? "USD",
    payouts,
    prediction: p.enough
      ? {
          enough: true, periods: p.periods, rate: dollars(p.rate * 100) / 100, expected_verified_engagements: Math.round(p.expectedVerifiedEngagements),
          predicted: dollars(p.predicted), low: dollars(p.low), high: dollars(p.high), mae: dollars(p.mae), naive_mae: dollars(p.naiveMae),
          backtest: p.backtest.map((b) => ({ period_start: b.start, actual: dollars(b.actual), predicted: dollars(b.predicted), naive: dollars(b.naive) })),
        }
      : { enough: false, periods: p.periods, periods_needed: p.periodsNeeded },
    purge: {
      followers: purge.followers,
      engagements: purge.engagements,
      verified_engagements: purge.verifiedEngagements,
      payout: purge.payout && { now: dollars(purge.payout.now), after: dollars(purge.payout.after) },
      days: PURGE_DAYS,
    },
  };
}
