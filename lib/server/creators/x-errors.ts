import "server-only";
import { AppError } from "@/lib/server/http/app-error";
import { asAppError } from "@/lib/server/analysis/run-analysis";
import { XDataError } from "@/lib/server/x/errors";

/** The account's X access has lapsed: the screens ask to reconnect it. */
export const reconnectError = (handle: string) => new AppError("conflict", `Your X access for @${handle} has expired. Reconnect the account under Accounts.`);

/** X's failures as a creator reads them: an expired token asks to reconnect; the rest as the analyses word them. */
export function creatorXError(e: unknown, handle: string): unknown {
  if (e instanceof XDataError && e.kind === "auth") return reconnectError(handle);
  return asAppError(e);
}
