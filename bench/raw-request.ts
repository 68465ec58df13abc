// An HTTP request that sends the Host header it is given: Node's fetch replaces it with the URL's host,
// so a fetch to 127.0.0.1 "for toolkit.localhost" reached the dashboard face (the benches route faces by Host).
import http from "node:http";

export function rawRequest(url: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: o.method ?? "GET", headers: o.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(o.body);
  });
}
