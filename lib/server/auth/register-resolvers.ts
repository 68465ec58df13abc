import "server-only";
import { registerIdentityResolver } from "./identity";
import { resolveToken } from "./resolve-token";
import { resolveSession } from "./resolve-session";

// A token header wins over a cookie: scripts and the extension send tokens explicitly.
registerIdentityResolver(resolveToken);
registerIdentityResolver(resolveSession);
