import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import type { z } from "zod";
import { resolveIdentity, type Identity } from "@/lib/server/auth/identity";
import { acceptedRequestId, REQUEST_ID_HEADER } from "@/lib/domain/request-id";
import { AppError } from "./app-error";
import { errorResponse } from "./respond";
import { containsNul } from "./nul-characters";

type Params = Record<string, string | string[] | undefined>;

export interface RouteContext<TBody, TQuery> {
  req: NextRequest;
  params: Params;
  identity: Identity;
  body: TBody;
  query: TQuery;
  requestId: string;
}

export interface RouteOptions<TBody extends z.ZodType | undefined, TQuery extends z.ZodType | undefined> {
  /** "public" lets anyone in; "user" needs a signed-in caller (401 otherwise). */
  auth: "public" | "user";
  body?: TBody;
  query?: TQuery;
}

/** The schemas a handler parses its input with, readable on the handler (the security fuzz generates inputs from them). */
export interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

const MAX_JSON_BYTES = 1_000_000;
const NUL_MESSAGE = "Text must not contain NUL characters (\\u0000).";

async function readJson(req: NextRequest): Promise<unknown> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_JSON_BYTES) throw new AppError("payload_too_large", "Request body is too large.");
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("payload_too_large", "Request body is too large.");
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Request body is not valid JSON.");
  }
  if (containsNul(value)) throw new AppError("bad_request", NUL_MESSAGE);
  return value;
}

function queryObject(req: NextRequest): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(req.nextUrl.searchParams.keys())) {
    const all = req.nextUrl.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/**
 * The one wrapper every route handler goes through: request id, caller, input parsed with the
 * resource's zod schema, and every error mapped to a DRF-style body without a stack trace.
 */
export function route<TBody extends z.ZodType | undefined = undefined, TQuery extends z.ZodType | undefined = undefined>(
  options: RouteOptions<TBody, TQuery>,
  handler: (ctx: RouteContext<Infer<TBody>, Infer<TQuery>>) => Promise<NextResponse | Response>,
) {
  const handle = async (req: NextRequest, context: { params: Promise<Params> }): Promise<Response> => {
    // The server's request log gave the request its id (lib/server/logging/request-log.ts); tests call handlers directly.
    const requestId = acceptedRequestId(req.headers.get(REQUEST_ID_HEADER)) ?? crypto.randomUUID();
    try {
      const identity = await resolveIdentity(req);
      if (options.auth === "user" && identity.kind === "anonymous") {
        throw new AppError("unauthenticated", "Authentication credentials were not provided.");
      }
      const params = (await context?.params) ?? {};
      // Nothing is stored under a name with a NUL in it (the database cannot even compare one).
      if (containsNul(params)) throw new AppError("not_found", "Not found.");
      const body = (options.body ? options.body.parse(await readJson(req)) : undefined) as Infer<TBody>;
      const rawQuery = queryObject(req);
      if (options.query && containsNul(rawQuery)) throw new AppError("bad_request", NUL_MESSAGE);
      const query = (options.query ? options.query.parse(rawQuery) : undefined) as Infer<TQuery>;
      const response = await handler({ req, params, identity, body, query, requestId });
      response.headers.set(REQUEST_ID_HEADER, requestId);
      return response;
    } catch (error) {
      // The client went away while its body was read: nobody gets this answer, and it is no server error
      // (the request log line says aborted).
      if (req.signal?.aborted || (error as { code?: string } | null)?.code === "ECONNRESET") return new Response(null, { status: 499 });
      return errorResponse(error, requestId);
    }
  };
  const inputs: RouteInputs = { body: options.body, query: options.query };
  return Object.assign(handle, { inputs });
}
