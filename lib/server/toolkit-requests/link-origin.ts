import "server-only";
import { config } from "@/lib/server/config";
import { variantOrigin } from "@/lib/server/http/variant-origin";

/** Where an e-mailed request link points: the toolkit host the request came to (with its port), when it is one. */
export function requestLinkOrigin(req: Request): string {
  return variantOrigin(req, "toolkit", config().TOOLKIT_HOSTS[0]);
}
