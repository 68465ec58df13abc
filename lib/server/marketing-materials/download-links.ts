import "server-only";
import { hashSecret, sameHash } from "@/lib/server/auth/secrets";

/** How long a download link works once given out. */
export const DOWNLOAD_LINK_TTL_MS = 15 * 60_000;

const signature = (slug: string, expires: number) => hashSecret(`material:${slug}:${expires}`);

/** A short-lived signed address of a material's file (the answer of POST download and of a verified request). */
export function signedFileUrl(slug: string, now = Date.now()): string {
  const expires = now + DOWNLOAD_LINK_TTL_MS;
  return `/api/external/marketing-materials/${encodeURIComponent(slug)}/file/?expires=${expires}&signature=${signature(slug, expires)}`;
}

export function validFileSignature(slug: string, expires: number, given: string, now = Date.now()): boolean {
  return Number.isFinite(expires) && expires > now && sameHash(signature(slug, expires), given);
}
