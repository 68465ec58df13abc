import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A random URL-safe secret (state, verifier, code or token): 32 bytes, 43 characters. */
export const randomSecret = () => randomBytes(32).toString("base64url");

/** The S256 code challenge of a PKCE verifier. */
export const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** How a secret is kept in the database: its SHA-256, so a leaked row gives nothing to replay. */
export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");
