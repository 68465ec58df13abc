import "server-only";
import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { staticMarkup } from "./static-markup";

const kept = new Map<string, Promise<unknown>>();
// In development, messages and components change under a running server: compute every time there.
const KEEP = process.env.NODE_ENV === "production";

/**
 * A value computed once per part and language for this server process (so once per build), for
 * what every visitor of a language gets alike: labels and prerendered HTML of the public pages.
 * `part` must name one of a fixed set of parts (it is a cache key): only our own components and
 * messages go in, never request data or user input.
 */
export async function oncePerLanguage<T>(part: string, compute: () => Promise<T>): Promise<T> {
  const key = `${await getLocale()}:${part}`;
  let value = KEEP ? (kept.get(key) as Promise<T> | undefined) : undefined;
  if (!value) {
    value = compute();
    if (KEEP) {
      kept.set(key, value);
      value.catch(() => kept.delete(key));
    }
  }
  return value;
}

/**
 * The HTML of a static part of a public page, rendered once per language (see `oncePerLanguage`):
 * the request renders one string instead of the part's tree.
 */
export function prerendered(part: string, render: () => ReactNode): Promise<string> {
  return oncePerLanguage(`html:${part}`, () => staticMarkup(render()));
}
