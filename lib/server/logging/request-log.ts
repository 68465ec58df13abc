import "server-only";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { loggablePath } from "@/lib/domain/log-redaction";
import { acceptedRequestId, REQUEST_ID_HEADER } from "@/lib/domain/request-id";
import { logLine } from "./log-line";

const INSTALLED = Symbol.for("murmur.request-log");

/**
 * One structured line per request the server answers (pages, API, static files, redirects, 404s),
 * with its request id, which also goes on the request (route handlers and error bodies read it there)
 * and on the response. Next has no hook that sees every response's status, so this wraps the Node
 * HTTP server's "request" event, once per process.
 */
export function installRequestLog(): () => void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return () => {};
  proto[INSTALLED] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") track(args[0] as IncomingMessage, args[1] as ServerResponse);
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
  // Tests take it off again; the server keeps it for its whole life.
  return () => {
    delete (proto as Partial<typeof proto>).emit;
    delete proto[INSTALLED];
  };
}

function track(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  const id = acceptedRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  res.once("close", () => {
    logLine(res.statusCode >= 500 ? "error" : "info", "request", {
      request_id: id,
      method: req.method,
      path: loggablePath(req.url ?? "/"),
      status: res.statusCode,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      // The client went away before the whole answer was sent.
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}
