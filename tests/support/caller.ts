import { callRoute } from "./call-route";

type Handler = Parameters<typeof callRoute>[0];

/** A browser-like caller: keeps cookies between calls and echoes the CSRF cookie like the app's client. */
export class Caller {
  cookies = new Map<string, string>();
  token?: string;
  sendCsrf = true;
  ip = "203.0.113.7";

  async call(handler: Handler | undefined, method: string, path: string, opts: { params?: Record<string, string>; body?: unknown; rawBody?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {}) {
    if (!handler) throw new Error(`no ${method} handler for ${path}`);
    const headers: Record<string, string> = { "x-forwarded-for": this.ip, ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    if (this.sendCsrf && this.cookies.has("murmur-csrf")) headers["x-csrftoken"] = this.cookies.get("murmur-csrf")!;
    if (this.token) headers.authorization = `Token ${this.token}`;
    const res = await callRoute(handler, { url: path, method, body: opts.body, rawBody: opts.rawBody, headers, params: opts.params });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(";");
      const [name, ...rest] = pair.split("=");
      const value = decodeURIComponent(rest.join("="));
      if (!value || attrs.some((a) => /max-age=0/i.test(a.trim()))) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the handler answered
    return { status: res.status, data: res.json as any, headers: res.headers, bytes: res.bytes };
  }
}
