import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StubRequest {
  method: string;
  url: string;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A real local HTTP server standing in for the API in unit-dom tests: every request is answered
 * by `answer`, with headers that let a page on another origin read it.
 */
export async function startCorsStubServer(answer: (req: StubRequest) => { status: number; body: unknown }) {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const reply = req.method === "OPTIONS" ? { status: 204, body: undefined } : answer({ method: req.method!, url: req.url!, body, headers: req.headers });
      res.writeHead(reply.status, {
        "content-type": "application/json",
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "*",
        "access-control-allow-methods": "*",
      });
      res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    root: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
