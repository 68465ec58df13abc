import "server-only";
import { randomBytes } from "node:crypto";
import { AdsError } from "./ads-adapter";

/* What every part of the local X Ads sandbox shares: X-like ids and X-like refusals. */

export const newSandboxId = () => BigInt(`0x${randomBytes(5).toString("hex")}`).toString(36);
export const sandboxInvalid = (code: string, message: string, parameter?: string) => new AdsError("invalid", message, 400, [{ code, message, parameter }]);
export const sandboxNotFound = (message: string) => new AdsError("not_found", message, 404, [{ code: "NOT_FOUND", message }]);
