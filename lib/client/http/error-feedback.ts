import { HttpError, userFacingErrorMessage, NETWORK_FAILURE_MESSAGE } from "@/lib/domain/http-errors";
import { toast } from "../toasts";

/** Show a failed call to the user: 403 is handled by the redirect to login, so it shows nothing. */
export function toastHttpError(error: unknown): void {
  if (error instanceof HttpError) {
    const message = error.status === 0 ? NETWORK_FAILURE_MESSAGE : userFacingErrorMessage(error.status, error.response);
    if (message) toast.error(message);
    return;
  }
  if ((error as { name?: string })?.name === "AbortError") return;
  toast.error(NETWORK_FAILURE_MESSAGE);
}
