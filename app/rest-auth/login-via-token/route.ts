// POST /rest-auth/login-via-token/ - turn a valid API token (header or body {token}) into a cookie session
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { AppError } from "@/lib/server/http/app-error";
import { findTokenOwner } from "@/lib/server/auth/api-tokens";
import { signedInResponse } from "@/lib/server/auth/sign-in-response";
import { startSession } from "@/lib/server/auth/authjs/sessions";

const body = z.object({ token: z.string().max(200).optional() });

export const POST = route({ auth: "public", body }, async ({ identity, body }) => {
  if (identity.kind === "user" && identity.via === "token") return signedInResponse(identity.userId, await startSession(identity.userId));
  const owner = body.token ? await findTokenOwner(body.token) : null;
  if (!owner) throw new AppError("unauthenticated", "Invalid token.");
  return signedInResponse(owner.userId, await startSession(owner.userId));
});
