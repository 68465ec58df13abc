import { z } from "zod";
import { bareXHandleSchema } from "./x-handle";

/** What X (or the embedded sign-in) sends back to /authenticated, passed on by the page as it came. */
export const xSignInCallbackSchema = z.object({
  state: z.string({ error: "The sign-in answer carried no state." }).min(1, "The sign-in answer carried no state.").max(200, "The state is too long."),
  code: z.string().max(2000, "The code is too long.").optional(),
  error: z.string().max(200, "The error is too long.").optional(),
  error_description: z.string().max(1000, "The error description is too long.").optional(),
});
export type XSignInCallback = z.infer<typeof xSignInCallbackSchema>;

/** /switch-account: which connected account every suite page shows. */
export const switchAccountSchema = z.object({
  account_id: z.coerce.number({ error: "Pick one of your connected accounts." }).int("Pick one of your connected accounts.").positive("Pick one of your connected accounts."),
});

/** The authorization request the embedded consent screen is opened with (the parameters X's authorize URL takes). */
export const localConsentRequestSchema = z.object({
  response_type: z.literal("code", { error: "The response type must be code." }),
  client_id: z.string({ error: "The client id is missing." }).min(1, "The client id is missing.").max(200, "The client id is too long."),
  redirect_uri: z.string({ error: "The redirect URI is missing." }).url("The redirect URI must be a URL.").max(500, "The redirect URI is too long."),
  scope: z.string({ error: "The scope is missing." }).min(1, "The scope is missing.").max(500, "The scope is too long."),
  state: z.string({ error: "The state is missing." }).min(1, "The state is missing.").max(200, "The state is too long."),
  code_challenge: z.string({ error: "The code challenge is missing." }).regex(/^[A-Za-z0-9_-]{43,128}$/, "The code challenge must be 43 to 128 URL-safe characters."),
  code_challenge_method: z.literal("S256", { error: "Only the S256 code challenge method is supported." }),
});
export type LocalConsentRequest = z.infer<typeof localConsentRequestSchema>;

/** The consent form: the X account to sign in as (any account of the local data). */
export const localConsentFormSchema = z.object({ handle: bareXHandleSchema });
export type LocalConsentForm = z.input<typeof localConsentFormSchema>;

/** The consent screen's answer: allow as an account, or deny. */
export const localConsentDecisionSchema = localConsentRequestSchema.extend({
  decision: z.enum(["allow", "deny"], { error: "Choose allow or deny." }),
  handle: bareXHandleSchema.optional(),
});
