// POST /api/external/audience-request/feedback/ - a thumbs up or down (and words) on an audience request
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { audienceFeedbackSchema } from "@/lib/schemas/toolkit-requests";
import { requireUser } from "@/lib/server/auth/require-user";
import { saveAudienceFeedback } from "@/lib/server/toolkit-requests/save-feedback";

export const POST = route({ auth: "user", body: audienceFeedbackSchema }, async ({ identity, body }) =>
  json(await saveAudienceFeedback(requireUser(identity).userId, body), { status: 201 }),
);
