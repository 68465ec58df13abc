import "server-only";
import { desc } from "drizzle-orm";
import { formatPrice } from "@/lib/domain/billing/format-price";
import { db } from "@/lib/server/db";
import { billingInvoices } from "@/lib/server/db/schema";
import type { InvoiceView } from "@/lib/schemas/billing-views";
import { ownerWhere, type BillingOwner } from "./owner";

export type InvoiceRow = typeof billingInvoices.$inferSelect;

export type { InvoiceView };

export async function listInvoices(owner: BillingOwner, locale: string): Promise<InvoiceView[]> {
  const rows = await (await db()).select().from(billingInvoices).where(ownerWhere(owner, billingInvoices)).orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    description: r.description,
    amount: r.amount,
    currency: r.currency,
    amount_display: formatPrice(r.amount, r.currency, locale),
    status: r.status,
    period_start: r.periodStart?.toISOString() ?? null,
    period_end: r.periodEnd?.toISOString() ?? null,
    hosted_url: r.hostedUrl,
    created: r.createdAt.toISOString(),
  }));
}
