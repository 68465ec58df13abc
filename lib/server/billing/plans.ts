import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { DEFAULT_PLANS, planRank, type Plan, type PlanAudience } from "@/lib/domain/billing/plans";
import type { Database } from "@/lib/server/db/client";
import { db } from "@/lib/server/db";
import { billingPlans } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";

export type PlanRow = typeof billingPlans.$inferSelect;

/** Writes the default plans that are missing; edits to existing rows are kept. */
export async function seedBillingPlans(database: Database): Promise<void> {
  await database.insert(billingPlans).values([...DEFAULT_PLANS]).onConflictDoNothing();
}

/** The database, with the default plans written when the table is empty (a fresh or reset database). */
async function plansDb(): Promise<Database> {
  const database = await db();
  const [any] = await database.select({ code: billingPlans.code }).from(billingPlans).limit(1);
  if (!any) await seedBillingPlans(database);
  return database;
}

/** The plans on offer to teams or to creators, smallest first. */
export async function listPlans(audience: PlanAudience): Promise<PlanRow[]> {
  const database = await plansDb();
  const rows = await database.select().from(billingPlans).where(and(eq(billingPlans.audience, audience), eq(billingPlans.available, true))).orderBy(asc(billingPlans.amount));
  return rows.sort((a, b) => planRank(a) - planRank(b) || a.amount - b.amount);
}

/** A plan by code, any audience, or null. */
export async function findPlan(code: string): Promise<PlanRow | null> {
  const database = await plansDb();
  const [row] = await database.select().from(billingPlans).where(eq(billingPlans.code, code));
  return row ?? null;
}

/** A plan a team (or a creator) can buy: it exists, is on offer and is for them (404 / 422 otherwise). */
export async function requirePlanFor(code: string, audience: PlanAudience): Promise<PlanRow> {
  const plan = await findPlan(code);
  if (!plan || !plan.available) throw new AppError("unprocessable", "This plan does not exist.", { plan: ["This plan does not exist."] });
  if (plan.audience !== audience) throw new AppError("unprocessable", "This plan is not offered here.", { plan: ["This plan is not offered here."] });
  return plan;
}

export type { Plan };
