// npm run billing -- grant <team:slug|user:email> <plan> [--months N] | extend <target> [--months N] | cancel <target> | plans
import { formatPrice } from "@/lib/domain/billing/format-price";
import { setAppDatabase } from "@/lib/server/db";
import { listPlans } from "@/lib/server/billing/plans";
import { cancelSubscriptionNow, extendSubscription, grantSubscription, GrantError, resolveOwner } from "@/lib/server/billing/grant-subscription";
import { openCliDatabase } from "./corpus-cli-db";

const USAGE = `usage: npm run billing -- grant <team:slug|user:email> <plan> [--months N]
       npm run billing -- extend <team:slug|user:email> [--months N]
       npm run billing -- cancel <team:slug|user:email>
       npm run billing -- plans`;

function monthsOption(args: string[]): number | undefined {
  const i = args.indexOf("--months");
  if (i < 0) return undefined;
  const months = Number(args[i + 1]);
  if (!Number.isInteger(months) || months < 1 || months > 120) throw new GrantError("--months takes a whole number from 1 to 120.");
  args.splice(i, 2);
  return months;
}

async function main() {
  const args = process.argv.slice(2);
  const handle = await openCliDatabase();
  setAppDatabase(handle);
  try {
    const months = monthsOption(args);
    const [command, target, plan] = args;
    const describe = (r: { planName: string; status: string; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean }) =>
      `${r.planName}: ${r.status}${r.currentPeriodEnd ? `, ${r.cancelAtPeriodEnd ? "ends" : "renews"} ${r.currentPeriodEnd.toISOString().slice(0, 10)}` : ""} (local provider, no card taken)`;
    if (command === "plans") {
      for (const audience of ["team", "creator"] as const) for (const p of await listPlans(audience)) console.log(`${p.code}\t${audience}\t${p.name}\t${formatPrice(p.amount, p.currency, "en")} / ${p.interval}`);
    } else if (command === "grant" && target && plan) console.log(describe(await grantSubscription(await resolveOwner(target), plan, months)));
    else if (command === "extend" && target) console.log(describe(await extendSubscription(await resolveOwner(target), months)));
    else if (command === "cancel" && target) console.log(describe(await cancelSubscriptionNow(await resolveOwner(target))));
    else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } catch (error) {
    if (!(error instanceof GrantError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

void main();
