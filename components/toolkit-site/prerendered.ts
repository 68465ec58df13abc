import "server-only";
import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { staticMarkup } from "./static-markup";

const kept = new Map<string, Promise<unknown>>();
/** Values made from a value read from storage and kept by a memo (the library, the home's examples): kept as long as that read is. */
const keptFor = new WeakMap<object, Map<string, Promise<unknown>>>();
// In development, messages and components change under a running server: compute every time there.
const keep = () => process.env.NODE_ENV === "production";

function storeOf(source: object | undefined): Map<string, Promise<unknown>> {
  if (!source) return kept;
  let store = keptFor.get(source);
  if (!store) keptFor.set(source, (store = new Map()));
  return store;
}

/**
 * A value computed once per part and language for this server process (so once per build), for
 * what every visitor of a language gets alike: labels and prerendered HTML of the public pages.
 * `part` must name one of a fixed set of parts (it is a cache key): only our own components and
 * messages go in, never request data or user input. With `source` (an object a memo keeps, e.g.
 * one material of the library as last read) the value is kept with that object and made again for
 * the next read: stored content goes in, and an admin's change (which forgets the read) shows at once.
 */
export async function oncePerLanguage<T>(part: string, compute: () => Promise<T>, source?: object): Promise<T> {
  const key = `${await getLocale()}:${part}`;
  const store = storeOf(source);
  let value = keep() ? (store.get(key) as Promise<T> | undefined) : undefined;
  if (!value) {
    value = compute();
    if (keep()) {
      store.set(key, value);
      value.catch(() => store.delete(key));
    }
  }
  return value;
}

/**
 * The HTML of a static part of a public page, rendered once per language (see `oncePerLanguage`):
 * the request renders one string instead of the part's tree.
 */
export function prerendered(part: string, render: () => ReactNode, source?: object): Promise<string> {
  return oncePerLanguage(`html:${part}`, () => staticMarkup(render()), source);
}
