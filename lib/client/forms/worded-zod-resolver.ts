import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { englishMessage, ruleOfIssue } from "@/lib/domain/field-messages";
import { wordErrors } from "./field-wording";

/** Issues without a message of their own get §5's English wording, like the server's. */
const genericError = (issue: Parameters<typeof ruleOfIssue>[0]) => {
  const r = ruleOfIssue(issue);
  return r ? englishMessage(r) : undefined;
};

/** A resolver that checks the values with a lib/schemas zod schema and words its messages with `word`. */
export function wordedZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, word: (m: string) => string): Resolver<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema, { error: genericError }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    return { ...result, errors: wordErrors(result.errors, word) } as Awaited<ReturnType<typeof base>>;
  };
}

/**
 * A resolver for a form whose values are not the request itself (a stepper's state): `toRequest`
 * builds the request the schema checks, and errors are keyed by the request's fields, as the server's are.
 */
export function wordedRequestResolver<V extends FieldValues, S extends z.ZodType>(schema: S, toRequest: (values: V) => z.input<S>, word: (m: string) => string): Resolver<V> {
  const base = zodResolver(schema as unknown as z.ZodType<FieldValues, FieldValues>, { error: genericError });
  return async (values, context, options) => {
    const result = await base(toRequest(values) as FieldValues, context, { ...options, fields: {}, names: [] } as never);
    const failed = Object.keys(result.errors).length > 0;
    return failed ? { values: {}, errors: wordErrors(result.errors, word) as FieldErrors<V> } : { values, errors: {} };
  };
}
