import "server-only";

export type AppErrorCode =
  | "bad_request"
  | "payment_required"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unprocessable"
  | "rate_limited"
  | "bad_gateway";

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  payment_required: 402,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  bad_gateway: 502,
};

/** An error a user can act on: its message reaches them as a DRF-style body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Field errors, as {"field": ["message"]}; replaces the detail body when present. */
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}
