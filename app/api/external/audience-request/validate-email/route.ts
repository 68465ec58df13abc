// POST /api/external/audience-request/validate-email/ - body {email}: whether the address can receive the audience
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { emailSchema } from "@/lib/schemas/auth";
import { validateEmailSchema } from "@/lib/schemas/toolkit-requests";

export const POST = route({ auth: "user", body: validateEmailSchema }, async ({ body }) => {
  const parsed = emailSchema.safeParse(body.email);
  return json(parsed.success ? { email: parsed.data, valid: true } : { email: body.email, valid: false, detail: "Please enter a valid email address" });
});
