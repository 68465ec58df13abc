import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { describeError } from "@/lib/domain/log-redaction";
import { REQUEST_ID_HEADER } from "@/lib/domain/request-id";
import { logLine } from "@/lib/server/logging/log-line";
import { AppError } from "./app-error";

export function json<T>(data: T, init?: ResponseInit): NextResponse {
  return NextResponse.json(data, init);
}

export function noContent(): NextResponse {
  return new NextResponse(null, { status: 204 });
}

/** {"field": ["message"]}; issues on the whole body go under non_field_errors. */
export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Every error body carries the request's id, so a user's report leads to the server's log line. */
export function errorResponse(error: unknown, requestId: string): NextResponse {
  const headers = { [REQUEST_ID_HEADER]: requestId };
  const request_id = requestId;
  if (error instanceof AppError) {
    const body = error.fields ?? { detail: error.message };
    return NextResponse.json({ ...body, request_id }, { status: error.status, headers: { ...headers, ...error.headers } });
  }
  if (error instanceof ZodError) {
    return NextResponse.json({ ...zodFieldErrors(error), request_id }, { status: 400, headers });
  }
  // The message (secrets masked) and where it was thrown; never the request's input.
  const stack = error instanceof Error ? error.stack?.split("\n").slice(1, 6).map((l) => l.trim()) : undefined;
  logLine("error", "request-error", { request_id, error: describeError(error), stack });
  return NextResponse.json({ detail: "Something went wrong on our side. Please try again later.", request_id }, { status: 500, headers });
}
