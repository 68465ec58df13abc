// PATCH /api/external/audience-request/feedback/{id}/ - body {status}: an admin marks a user's feedback handled (or new again)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { requestStatusSchema } from "@/lib/schemas/toolkit-requests";
import { requireToolkitAdmin } from "@/lib/server/auth/require-group";
import { setFeedbackStatus } from "@/lib/server/toolkit-requests/set-request-status";

export const PATCH = route({ auth: "user", body: requestStatusSchema }, async ({ identity, params, body }) => {
  const admin = await requireToolkitAdmin(identity);
  return json(await setFeedbackStatus(idParam(params.id), body.status, { adminId: admin.userId }));
});
