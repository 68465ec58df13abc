import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
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

export function errorResponse(error: unknown, requestId: string): NextResponse {
  const headers = { "x-request-id": requestId };
  if (error instanceof AppError) {
    const body = error.fields ?? { detail: error.message };
    return NextResponse.json(body, { status: error.status, headers: { ...headers, ...error.headers } });
  }
  if (error instanceof ZodError) {
    return NextResponse.json(zodFieldErrors(error), { status: 400, headers });
  }
  console.error(`[request ${requestId}] unexpected error`, error);
  return NextResponse.json(
    { detail: "Something went wrong on our side. Please try again later.", request_id: requestId },
    { status: 500, headers },
  );
}
