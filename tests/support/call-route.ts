import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A browser-like caller: keeps cookies between calls and echoes the CSRF cookie like the app's client. */
export class Caller {
  cookies = new Map<string, string>();
  token?: string;
  sendCsrf = true;
  ip = "203.0.113.7";

  async call(handler: Handler | undefined, method: string, path: string, opts: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}) {
    if (!handler) throw new Error(`no ${method} handler for ${path}`);
    const headers: Record<string, string> = { "x-forwarded-for": this.ip, ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    if (this.sendCsrf && this.cookies.has("murmur-csrf")) headers["x-csrftoken"] = this.cookies.get("murmur-csrf")!;
    if (this.token) headers.authorization = `Token ${this.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["content-type"] = "application/json";
    }
    const req = new NextRequest(new URL(path, "http://localhost:3000"), { method, headers, body });
    const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(";");
      const [name, ...rest] = pair.split("=");
      const value = decodeURIComponent(rest.join("="));
      if (!value || attrs.some((a) => /max-age=0/i.test(a.trim()))) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the handler answered
    return { status: res.status, data: data as any, headers: res.headers };
  }
}
