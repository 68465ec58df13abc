import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Caller } from "@/tests/support/caller";
import type { Entry, Fixture } from "./route-table";

export const APP = fileURLToPath(new URL("../../../app", import.meta.url));
/** Every method a Next route file can export. */
export const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;

type Handler = Parameters<Caller["call"]>[0];

/** What a path segment can carry once the URL is decoded: well-formed text (a lone surrogate becomes U+FFFD). */
export const wellFormed = (s: string) => Buffer.from(s, "utf8").toString("utf8");

export function routeFiles(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [path.relative(APP, full)] : [];
  });
}

const loaded = new Map<string, Promise<Record<string, Handler>>>();

/** A route file's handler; each file is imported once (the fuzz calls a handler a thousand times, and every import goes through vitest's module runner). */
export async function loadHandler(file: string, method: string): Promise<Handler> {
  let mod = loaded.get(file);
  if (!mod) loaded.set(file, (mod = import(path.join(APP, file)) as Promise<Record<string, Handler>>));
  return (await mod)[method];
}

/** "METHOD file" for every handler the app's route files export, however they export it. */
export async function exportedHandlers(): Promise<string[]> {
  const found: string[] = [];
  for (const file of routeFiles()) {
    const mod = (await import(path.join(APP, file))) as Record<string, unknown>;
    for (const method of HTTP_METHODS) if (typeof mod[method] === "function") found.push(`${method} ${file}`);
  }
  return found;
}

/** The names of a route file's dynamic segments: "api/teams/[slug]/members/[id]/route.ts" -> ["slug", "id"]. */
export function pathParamNames(file: string): string[] {
  return [...file.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
}

export interface CallInput {
  params?: Record<string, string>;
  /** The query string without "?", or values to encode. */
  query?: string | Record<string, string>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** The request path a browser would send for this route file and these path values. */
export function routeUrl(file: string, params: Record<string, string>, query = ""): string {
  const filled = file.replace(/\/?route\.ts$/, "").replace(/\[(\w+)\]/g, (_, k: string) => encodeURIComponent(wellFormed(params[k] ?? k)));
  return `/${filled}/${query ? `?${query}` : ""}`;
}

/** Calls a route table entry's handler in-process; `input` replaces the entry's own example input. */
export async function callEntry(caller: Caller, entry: Entry, fixture: Fixture, input?: CallInput) {
  const params = input?.params ?? entry.params?.(fixture) ?? {};
  const rawQuery = input ? input.query : entry.query?.(fixture);
  const query = typeof rawQuery === "string" ? rawQuery : rawQuery ? new URLSearchParams(rawQuery).toString() : "";
  const handler = await loadHandler(entry.file, entry.method);
  const body = input ? input.body : entry.body?.(fixture);
  const res = await caller.call(handler, entry.method, routeUrl(entry.file, params, query), { params, body, rawBody: input?.rawBody, headers: input?.headers });
  return { ...res, request: { params, query, body: input?.rawBody ?? body } };
}
