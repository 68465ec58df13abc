// POST /api/external/toolkit-requests/ - a visitor asks for access or a download; the e-mailed link confirms the address
// GET /api/external/toolkit-requests/?kind&status&verified&q - requests and audience-request feedback, for the toolkit's admins
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { adminRequestListQuerySchema, createToolkitRequestSchema } from "@/lib/schemas/toolkit-requests";
import { clientIp } from "@/lib/server/auth/client-ip";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { requireToolkitAdmin } from "@/lib/server/auth/require-group";
import { createToolkitRequest } from "@/lib/server/toolkit-requests/create-toolkit-request";
import { requestLinkOrigin } from "@/lib/server/toolkit-requests/link-origin";
import { listToolkitRequests } from "@/lib/server/toolkit-requests/list-toolkit-requests";

export const POST = route({ auth: "public", body: createToolkitRequestSchema }, async ({ req, body }) => {
  const { id } = await createToolkitRequest(body, { ip: clientIp(req), language: requestLocale(req), origin: requestLinkOrigin(req) });
  return json({ id, email: body.email }, { status: 201 });
});

export const GET = route({ auth: "user", query: adminRequestListQuerySchema }, async ({ identity, query }) => {
  await requireToolkitAdmin(identity);
  return json(await listToolkitRequests(query));
});
