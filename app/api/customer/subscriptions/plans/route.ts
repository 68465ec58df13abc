// GET /api/customer/subscriptions/plans/?audience=team|creator - the plans on offer, priced in the caller's language
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { listPlans } from "@/lib/server/billing/plans";
import { planView } from "@/lib/server/billing/plan-view";
import { plansQuerySchema } from "@/lib/schemas/billing";

export const GET = route({ auth: "public", query: plansQuerySchema }, async ({ req, query }) => {
  const locale = requestLocale(req);
  return json((await listPlans(query.audience)).map((plan) => planView(plan, locale)));
});
