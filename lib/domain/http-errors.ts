export const NETWORK_FAILURE_MESSAGE = "Something went wrong. Please try again later.";
export const FORM_FAILURE_PREFIX = "Failed to submit form: ";
export const FORM_MESSAGE_LIMIT = 300;

function humanField(field: string): string {
  const spaced = field.replace(/_/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A readable message from an error body: strings as is, lists joined with commas,
 * detail or errors unwrapped, otherwise one "Field: message" line per field
 * (non_field_errors without a prefix).
 */
export function errorMessageFromBody(body: unknown): string {
  if (body === null || body === undefined) return "";
  if (typeof body === "string") return body;
  if (typeof body === "number" || typeof body === "boolean") return String(body);
  if (Array.isArray(body)) return body.map(errorMessageFromBody).join(", ");
  if (typeof body === "object") {
    // The server's request id is for a support report, not part of the message.
    const { request_id: _requestId, ...record } = body as Record<string, unknown>;
    if ("detail" in record) return errorMessageFromBody(record.detail);
    if ("errors" in record) return errorMessageFromBody(record.errors);
    return Object.entries(record)
      .map(([field, value]) =>
        field === "non_field_errors" ? errorMessageFromBody(value) : `${humanField(field)}: ${errorMessageFromBody(value)}`,
      )
      .join("\n");
  }
  return String(body);
}

/** A body whose only field is detail is an error even with a success status. */
export function isDetailOnlyBody(body: unknown): body is { detail: unknown } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body).filter((k) => k !== "request_id");
  return keys.length === 1 && keys[0] === "detail";
}

/** The message a user sees for an HTTP error; null for 403, which sends them to sign in instead. */
export function userFacingErrorMessage(status: number, body: unknown): string | null {
  if (status === 403) return null;
  const message = errorMessageFromBody(body);
  if (status === 400) return FORM_FAILURE_PREFIX + message.slice(0, FORM_MESSAGE_LIMIT);
  return message || NETWORK_FAILURE_MESSAGE;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly response: unknown,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
