// The payout prediction's back-test on the generated demo history, beside the naive guess (last
// period's payout): part of npm run bench:suite, or alone with `tsx --conditions=react-server bench/suite-payout.ts`.
// Seeds the demo creator (lib/domain/creators/demo-posts.ts: weekly payouts on verified engagement)
// into the given database and reads the prediction the payout screen shows (payoutView).
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "@/lib/server/db/client";
import { creatorAccounts, users } from "@/lib/server/db/schema";
import { seedDemoCreator } from "@/lib/server/creators/seed-demo-creator";
import { seedDemoCreatorPosts } from "@/lib/server/creators/seed-demo-posts";
import { payoutView } from "@/lib/server/creators/payouts";
import { startPostgres } from "../tests/support/postgres-server";

const EMAIL = "bench-payout@creators.example";

/** Prints the back-test's mean error against the naive guess's; exits non-zero when the model does not beat it. */
export async function printPayoutBacktest(db: Database, now = new Date()) {
  process.stderr.write("[bench] payout back-test on the generated demo history\n");
  const [user] = await db.insert(users).values({ email: EMAIL }).onConflictDoNothing().returning();
  const userId = user?.id ?? (await db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL)))[0].id;
  await seedDemoCreator(db, EMAIL, now);
  await seedDemoCreatorPosts(db, EMAIL);
  const [account] = await db.select().from(creatorAccounts).where(eq(creatorAccounts.userId, userId));
  const view = await payoutView(db, account, now);
  const p = view.prediction;
  if (!p.enough) throw new Error(`the demo history has ${p.periods} payout periods; the model needs ${p.periods_needed} more`);
  const usd = (v: number) => `$${v.toFixed(2)}`;
  const beats = p.mae < p.naive_mae;
  console.log(`\nPayout prediction back-test on the demo history (${view.payouts.length} weekly payouts, ${p.backtest.length} back-tested)\n`);
  console.log("| guess | mean absolute error |");
  console.log("|---|---|");
  console.log(`| model (rate x verified engagement, mean of the last 3 periods) | ${usd(p.mae)} |`);
  console.log(`| naive (last period's payout) | ${usd(p.naive_mae)} |`);
  console.log(`\nmodel ${beats ? "beats" : "DOES NOT beat"} the naive guess (${usd(p.mae)} vs ${usd(p.naive_mae)}); next period ${usd(p.predicted)} (80% interval ${usd(p.low)}-${usd(p.high)})`);
  if (!beats) process.exitCode = 1;
  return { mae: p.mae, naiveMae: p.naive_mae, backtested: p.backtest.length };
}

if (process.argv[1]?.endsWith("suite-payout.ts")) {
  (async () => {
    const server = await startPostgres();
    const h = openDatabase({ url: server.url });
    try {
      await h.migrate();
      await printPayoutBacktest(h.db);
    } finally {
      await h.close();
      await server.stop();
    }
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
