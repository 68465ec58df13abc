"use client";
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { useForm, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { englishMessage, ruleOfIssue, ruleOfMessage } from "@/lib/domain/field-messages";
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

function wordErrors<T extends FieldValues>(errors: FieldErrors<T>, word: (m: string) => string): FieldErrors<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (!v || typeof v !== "object") out[k] = v;
    else if (typeof (v as { message?: unknown }).message === "string") out[k] = { ...v, message: word((v as { message: string }).message) };
    else out[k] = wordErrors(v as FieldErrors, word);
  }
  return out as FieldErrors<T>;
}

/** Issues without a message of their own get §5's English wording, like the server's. */
const genericError = (issue: Parameters<typeof ruleOfIssue>[0]) => {
  const r = ruleOfIssue(issue);
  return r ? englishMessage(r) : undefined;
};

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
): boolean {
  if (!(error instanceof HttpError) || error.status < 400 || error.status >= 500 || error.status === 403) return false;
  const body = error.response;
  let shown = false;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const message = Array.isArray(value) ? value.filter((m) => typeof m === "string").join(" ") : typeof value === "string" ? value : "";
      if (!message) continue;
      const onField = fields.includes(key.split(".")[0]) && key !== "detail";
      form.setError((onField ? key : "root.server") as Path<T>, { type: "server", message: word(message) }, { shouldFocus: onField });
      shown = true;
    }
  }
  if (!shown) form.setError("root.server" as Path<T>, { type: "server", message: error.message });
  return true;
}

/**
 * A react-hook-form form validated by a zod schema of lib/schemas, with §5 messages in the UI's
 * language; `serverErrors(e)` puts a server's field errors on their fields.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {}) {
  const word = useFieldWording();
  const base = zodResolver(schema, { error: genericError }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const result = await base(values, context, options);
    return { ...result, errors: wordErrors(result.errors, word) } as Awaited<ReturnType<typeof base>>;
  };
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...props, resolver });
  const serverErrors = (error: unknown) => applyServerErrors(form, error, word);
  return { form, serverErrors };
}

/**
 * A form whose values are not the request itself (a stepper's state): `toRequest` builds the
 * request the schema checks, and errors are keyed by the request's fields, as the server's are.
 */
export function useRequestForm<V extends FieldValues, S extends z.ZodType>(schema: S, toRequest: (values: V) => z.input<S>, props: Omit<UseFormProps<V>, "resolver"> = {}) {
  const word = useFieldWording();
  const base = zodResolver(schema as unknown as z.ZodType<FieldValues, FieldValues>, { error: genericError });
  const resolver: Resolver<V> = async (values, context, options) => {
    const result = await base(toRequest(values) as FieldValues, context, { ...options, fields: {}, names: [] } as never);
    const failed = Object.keys(result.errors).length > 0;
    return failed ? { values: {}, errors: wordErrors(result.errors, word) as FieldErrors<V> } : { values, errors: {} };
  };
  const form = useForm<V>({ ...props, resolver });
  const requestFields = (schema as unknown as { shape?: object; def?: { in?: { shape?: object } } });
  const fields = Object.keys(requestFields.shape ?? requestFields.def?.in?.shape ?? {});
  const serverErrors = (error: unknown) => applyServerErrors(form, error, word, fields);
  return { form, serverErrors };
}
