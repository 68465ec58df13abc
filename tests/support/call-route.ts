import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

/** Calls a route handler in-process the way Next would, and reads the JSON answer. */
export async function callRoute(
  handler: Handler,
  init: { url?: string; method?: string; body?: unknown; rawBody?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  let body: string | Uint8Array<ArrayBuffer> | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(init.url ?? "/", "http://localhost"), { method: init.method ?? "GET", headers, body });
  const res = await handler(req, { params: Promise.resolve(init.params ?? {}) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, json: json as Record<string, unknown>, bytes };
}
