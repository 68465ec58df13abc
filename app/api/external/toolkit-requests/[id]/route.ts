// PATCH /api/external/toolkit-requests/{id}/ - body {status}: an admin marks a request handled, or approves or declines access
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { requestStatusSchema } from "@/lib/schemas/toolkit-requests";
import { requireToolkitAdmin } from "@/lib/server/auth/require-group";
import { requestLinkOrigin } from "@/lib/server/toolkit-requests/link-origin";
import { setRequestStatus } from "@/lib/server/toolkit-requests/set-request-status";

export const PATCH = route({ auth: "user", body: requestStatusSchema }, async ({ req, identity, params, body }) => {
  const admin = await requireToolkitAdmin(identity);
  return json(await setRequestStatus(idParam(params.id), body.status, { adminId: admin.userId, origin: requestLinkOrigin(req) }));
});
