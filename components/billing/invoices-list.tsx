"use client";
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import type { InvoiceView } from "@/lib/schemas/billing-views";
import { useBillingFormat } from "./use-billing-format";

/** Invoices newest first: date, description, amount in the viewer's language, paid / unpaid / not charged. */
export function InvoicesList({ invoices }: { invoices: InvoiceView[] }) {
  const t = useTranslations("billing");
  const { price, date } = useBillingFormat();
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">{t("noInvoices")}</p>;
  return (
    <ul className="divide-y divide-border" data-testid="invoices">
      {invoices.map((inv) => (
        <li key={inv.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
          <span className="w-28 shrink-0 text-muted-foreground">{date(inv.created)}</span>
          <span className="min-w-0 flex-1 truncate">{inv.hosted_url ? <a href={inv.hosted_url} className="text-primary hover:underline">{inv.description}</a> : inv.description}</span>
          <span className="tabular-nums">{price(inv.amount, inv.currency)}</span>
          <Chip size="sm" tone={inv.status === "paid" ? "success" : inv.status === "open" ? "danger" : "neutral"}>
            {t("invoiceStatus", { status: inv.status })}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
