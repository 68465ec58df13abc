"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { InvoiceView } from "@/lib/schemas/billing-views";
import { billingKeys } from "./billing-keys";

/** A team's invoices, newest first; only its admins may ask (enabled says whether the caller is one). */
export function useTeamInvoicesQuery(team: string, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.teamInvoices(team),
    queryFn: () => api().request<InvoiceView[]>("GET", "/api/customer/subscriptions/invoices/", { query: { team } }),
    enabled,
  });
}
