export const REQUEST_ID_HEADER = "x-request-id";

/** A request id a client or a reverse proxy sent that is safe to reuse (short, plain characters); otherwise none. */
export function acceptedRequestId(value: string | string[] | null | undefined): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9._:-]{1,64}$/.test(value) ? value : undefined;
}
