import { bytesMatchType } from "./campaigns/file-type";

/** The files admins may upload as a marketing material (spec §3 documents: decks, one-pagers, FAQs, case studies). */
export const MATERIAL_FILE_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/html",
  "text/plain",
  "image/png",
  "image/jpeg",
] as const;
export type MaterialFileType = (typeof MATERIAL_FILE_TYPES)[number];

export const MATERIAL_MAX_BYTES = 10_000_000;

export function isMaterialFileType(value: string): value is MaterialFileType {
  return (MATERIAL_FILE_TYPES as readonly string[]).includes(value);
}

/** Whether a file's first bytes are what its declared type says; a text file must not look binary. */
export function materialBytesMatchType(type: MaterialFileType, head: Uint8Array): boolean {
  const starts = (text: string) => [...text].every((c, i) => head[i] === c.charCodeAt(0));
  switch (type) {
    case "application/pdf":
      return starts("%PDF-");
    case "application/vnd.openxmlformats-officedocument.presentationml.presentation":
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.document":
      return starts("PK\u0003\u0004");
    case "text/html":
    case "text/plain":
      return !head.includes(0);
    default:
      return bytesMatchType(type, head);
  }
}
