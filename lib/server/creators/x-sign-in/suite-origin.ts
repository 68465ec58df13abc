import "server-only";
import { config } from "@/lib/server/config";
import { variantOrigin } from "@/lib/server/http/variant-origin";

/** The suite origin the creator is on: where X sends them back (/authenticated) and where the embedded consent screen is. */
export const suiteOrigin = (req: Request) => variantOrigin(req, "suite", config().SUITE_HOSTS[0]);
