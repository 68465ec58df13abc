import { z } from "zod";

/** Login code length (spec §9). */
export const LOGIN_CODE_LENGTH = 6;
/** How long a sign-in button waits for the network's page to open before it offers a retry (spec §9). */
export const LOGIN_REDIRECT_WAIT_MS = 20_000;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL = "Please enter a valid email address";
/**
 * What the mailer (Auth.js's e-mail provider) also demands: still one "@" once Unicode-normalized
 * (a fullwidth "＠" becomes one), no double quote, no comma (it would cut the domain short).
 */
const mailable = (email: string) => EMAIL_PATTERN.test(email) && !/[",]/.test(email) && EMAIL_PATTERN.test(email.normalize("NFKC"));
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email must be less than 254 characters")
  .refine(mailable, INVALID_EMAIL);

export const requestLoginCodeSchema = z.object({ email: emailSchema });

export const useLoginCodeSchema = z.object({
  magic_code: z.string({ error: "Magic code is required" }).min(1, "Magic code is required").max(200),
  confirm_code: z
    .string({ error: "Confirm code is required" })
    .trim()
    .length(LOGIN_CODE_LENGTH, `Confirm code must be ${LOGIN_CODE_LENGTH} characters`),
});

/** The toolkit's personal sign-in: the six-digit code from the e-mail. */
export const confirmCodeSchema = useLoginCodeSchema.pick({ confirm_code: true });

export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be less than 100 characters"),
});

export const SOCIAL_NETWORKS = ["twitter", "google", "facebook", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const oauth2LoginSchema = z.object({
  code: z.string().min(1, "Code is required").max(2000),
  state: z.string().min(1, "State is required").max(64),
});

/** X's OAuth 1.0a tokens, as /rest-auth/twitter/access_token/ answered them. */
export const oauth1LoginSchema = z.object({
  access_token: z.string().min(1, "Access token is required").max(500),
  token_secret: z.string().min(1, "Token secret is required").max(500),
});

/** A social login: an OAuth 2.0 code with its state, or (X only) OAuth 1.0a tokens. */
export const socialLoginSchema = z.union([oauth2LoginSchema, oauth1LoginSchema], { error: "Send code and state, or access_token and token_secret." });
export type SocialLoginBody = z.infer<typeof socialLoginSchema>;
