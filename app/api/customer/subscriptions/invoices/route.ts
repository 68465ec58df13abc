// GET /api/customer/subscriptions/invoices/?team= - a team's invoices, newest first (admins)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { listInvoices } from "@/lib/server/billing/invoices";
import { teamBilling } from "@/lib/server/billing/billing-access";
import { teamBillingQuerySchema } from "@/lib/schemas/billing";

export const GET = route({ auth: "user", query: teamBillingQuerySchema }, async ({ req, identity, query }) => {
  const { owner } = await teamBilling(identity, query.team, "admin");
  return json(await listInvoices(owner, requestLocale(req)));
});
