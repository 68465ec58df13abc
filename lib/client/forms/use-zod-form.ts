"use client";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors, useFieldWording, type ServerErrorOptions } from "./field-wording";
import { wordedRequestResolver, wordedZodResolver } from "./worded-zod-resolver";

/**
 * A react-hook-form form validated by a zod schema of lib/schemas, with §5 messages in the UI's
 * language; `serverErrors(e)` puts a server's field errors on their fields.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {}) {
  const word = useFieldWording();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...props, resolver: wordedZodResolver(schema, word) });
  const serverErrors = (error: unknown, options?: ServerErrorOptions) => applyServerErrors(form, error, word, undefined, options);
  return { form, serverErrors };
}

/**
 * A form whose values are not the request itself (a stepper's state): `toRequest` builds the
 * request the schema checks, and errors are keyed by the request's fields, as the server's are.
 */
export function useRequestForm<V extends FieldValues, S extends z.ZodType>(schema: S, toRequest: (values: V) => z.input<S>, props: Omit<UseFormProps<V>, "resolver"> = {}) {
  const word = useFieldWording();
  const form = useForm<V>({ ...props, resolver: wordedRequestResolver(schema, toRequest, word) });
  const requestFields = schema as unknown as { shape?: object; def?: { in?: { shape?: object } } };
  const fields = Object.keys(requestFields.shape ?? requestFields.def?.in?.shape ?? {});
  const serverErrors = (error: unknown, options?: ServerErrorOptions) => applyServerErrors(form, error, word, fields, options);
  return { form, serverErrors };
}
