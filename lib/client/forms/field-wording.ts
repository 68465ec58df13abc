"use client";
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ruleOfMessage } from "@/lib/domain/field-messages";
import { HttpError } from "@/lib/domain/http-errors";

/** Words a field message in the UI's language: §5 generic messages through `form`, others as they are. */
export function useFieldWording(): (message: string) => string {
  // Field names come from messages (form.names), looked up by the English name in the message.
  const t = useTranslations("form") as unknown as { (key: string, values?: Record<string, string | number>): string; has(key: string): boolean };
  return useCallback(
    (message: string) => {
      const r = ruleOfMessage(message);
      if (!r) return message;
      const key = `names.${r.name}`;
      const name = t.has(key) ? t(key) : r.name;
      return r.rule === "required" || r.rule === "notValid" ? t(r.rule, { name }) : t(r.rule, { name, n: r.n });
    },
    [t],
  );
}

/** Every message of a form's errors, worded by `word`. */
export function wordErrors<T extends FieldValues>(errors: FieldErrors<T>, word: (m: string) => string): FieldErrors<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (!v || typeof v !== "object") out[k] = v;
    else if (typeof (v as { message?: unknown }).message === "string") out[k] = { ...v, message: word((v as { message: string }).message) };
    else out[k] = wordErrors(v as FieldErrors, word);
  }
  return out as FieldErrors<T>;
}

export interface ServerErrorOptions {
  /** Only answers about the form's own fields count: anything else is left to the caller (false). */
  fieldsOnly?: boolean;
}

/**
 * Server validation errors (`{"field": ["message"]}`) onto their fields; messages for fields the
 * form does not have, and `detail`, go on the form as a whole (root.server). Returns false for
 * errors that are not a server's answer about the input (network, 5xx), for the caller to report.
 */
export function applyServerErrors<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  error: unknown,
  word: (m: string) => string = (m) => m,
  fields: string[] = Object.keys(form.getValues()),
  options: ServerErrorOptions = {},
): boolean {
  if (!(error instanceof HttpError) || error.status < 400 || error.status >= 500 || error.status === 403) return false;
  const body = error.response;
  // Every error body carries its request id (for support): it is no message about the input.
  const entries = body && typeof body === "object" && !Array.isArray(body) ? Object.entries(body as Record<string, unknown>).filter(([key]) => key !== "request_id") : [];
  const isField = (key: string) => fields.includes(key.split(".")[0]) && key !== "detail";
  if (options.fieldsOnly && !entries.some(([key]) => isField(key))) return false;
  let shown = false;
  for (const [key, value] of entries) {
    const message = Array.isArray(value) ? value.filter((m) => typeof m === "string").join(" ") : typeof value === "string" ? value : "";
    if (!message) continue;
    const onField = isField(key);
    form.setError((onField ? key : "root.server") as Path<T>, { type: "server", message: word(message) }, { shouldFocus: onField });
    shown = true;
  }
  if (!shown) form.setError("root.server" as Path<T>, { type: "server", message: error.message });
  return true;
}
