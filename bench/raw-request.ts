// An HTTP request that sends the Host header it is given: Node's fetch replaces it with the URL's host,
// so a fetch to 127.0.0.1 "for toolkit.localhost" reached the dashboard face (the benches route faces by Host).
import http from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export function rawRequest(url: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: o.method ?? "GET", headers: o.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")])),
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(o.body);
  });
}
