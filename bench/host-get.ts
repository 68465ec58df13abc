import { request } from "node:http";

/**
 * A GET to the server with the Host header of one face. Node's fetch does not send a Host header
 * it is given (it sends the address's own), so a toolkit page asked for with fetch is answered as
 * the dashboard's; node:http sends it as written.
 */
export function getWithHost(origin: string, path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: "GET", headers: { ...headers, host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")])),
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
