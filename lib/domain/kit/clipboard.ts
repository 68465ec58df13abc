/** What a copy request should do before touching the clipboard. */
export type CopyCheck = "unsupported" | "empty" | "ready";

export function checkCopy(text: string | null | undefined, clipboardAvailable: boolean): CopyCheck {
  if (!clipboardAvailable) return "unsupported";
  return (text ?? "").trim() === "" ? "empty" : "ready";
}
