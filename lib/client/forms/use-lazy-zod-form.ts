"use client";
import { useEffect, useMemo } from "react";
import { useForm, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors, useFieldWording, type ServerErrorOptions } from "./field-wording";

/**
 * useZodForm for a form on a page's first load: the schema (and zod with it) arrives in a chunk of
 * its own, fetched once the page has mounted, so validation never weighs on the first paint.
 */
export function useLazyZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const word = useFieldWording();
  const lazy = useMemo(() => {
    let ready: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null = null;
    const load = () =>
      (ready ??= Promise.all([import("./worded-zod-resolver"), loadSchema()]).then(
        ([{ wordedZodResolver }, schema]) => wordedZodResolver(schema as S, word),
        (e: unknown) => {
          ready = null; // a chunk that failed to load is asked for again next time
          throw e;
        },
      ));
    const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => (await load())(values, context, options);
    return { load, resolver };
    // The loader is a module import: one per form, whatever identity the caller's closure has.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [word]);
  useEffect(() => {
    void lazy.load().catch(() => undefined);
  }, [lazy]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...props, resolver: lazy.resolver });
  const serverErrors = (error: unknown, options?: ServerErrorOptions) => applyServerErrors(form, error, word, undefined, options);
  return { form, serverErrors };
}
