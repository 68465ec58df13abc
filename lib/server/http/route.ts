import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import type { z } from "zod";
import { resolveIdentity, type Identity } from "@/lib/server/auth/identity";
import { acceptedRequestId, REQUEST_ID_HEADER } from "@/lib/domain/request-id";
import { AppError } from "./app-error";
import { errorResponse } from "./respond";

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

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

const MAX_JSON_BYTES = 1_000_000;

async function readJson(req: NextRequest): Promise<unknown> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_JSON_BYTES) throw new AppError("payload_too_large", "Request body is too large.");
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("payload_too_large", "Request body is too large.");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Request body is not valid JSON.");
  }
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
  return async (req: NextRequest, context: { params: Promise<Params> }): Promise<Response> => {
    // The server's request log gave the request its id (lib/server/logging/request-log.ts); tests call handlers directly.
    const requestId = acceptedRequestId(req.headers.get(REQUEST_ID_HEADER)) ?? crypto.randomUUID();
    try {
      const identity = await resolveIdentity(req);
      if (options.auth === "user" && identity.kind === "anonymous") {
        throw new AppError("unauthenticated", "Authentication credentials were not provided.");
      }
      const body = (options.body ? options.body.parse(await readJson(req)) : undefined) as Infer<TBody>;
      const query = (options.query ? options.query.parse(queryObject(req)) : undefined) as Infer<TQuery>;
      const params = (await context?.params) ?? {};
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
}
