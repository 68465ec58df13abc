import { z } from "zod";

/** Login code length (spec §9). */
export const LOGIN_CODE_LENGTH = 6;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email must be less than 254 characters")
  .regex(EMAIL_PATTERN, "Please enter a valid email address");

export const requestLoginCodeSchema = z.object({ email: emailSchema });

export const useLoginCodeSchema = z.object({
  magic_code: z.string({ error: "Magic code is required" }).min(1, "Magic code is required").max(200),
  confirm_code: z
    .string({ error: "Confirm code is required" })
    .trim()
    .length(LOGIN_CODE_LENGTH, `Confirm code must be ${LOGIN_CODE_LENGTH} characters`),
});

export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be less than 100 characters"),
});

export const SOCIAL_NETWORKS = ["twitter", "google", "facebook", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialLoginSchema = z.object({
  code: z.string().min(1, "Code is required").max(2000),
  state: z.string().min(1, "State is required").max(64),
});
