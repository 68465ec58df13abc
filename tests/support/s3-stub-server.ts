import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A small S3-compatible store over real HTTP for tests: path-style buckets, PUT/HEAD/GET (with a
 * byte range)/DELETE of objects, CORS for the browser. Every request must carry an AWS Signature
 * Version 4 that this stub recomputes on its own (presigned query or Authorization header, expiry,
 * signed headers such as content-type and content-length); anything else is a 403 as S3 answers it.
 */

export interface S3Stub {
  url: string;
  bucket: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Requests refused for their signature (or its expiry). */
  rejected: { method: string; path: string; reason: string }[];
  stop(): Promise<void>;
}

const rfc3986 = (v: string) => encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

function signingKey(secret: string, date: string, region: string) {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), "s3"), "aws4_request");
}

interface Signed {
  credential: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** Query pairs that are part of the canonical request (a presigned URL's own, less its signature). */
  query: [string, string][];
  expires?: number;
}

function parseSignature(req: IncomingMessage, url: URL): Signed | string {
  const pairs = [...url.searchParams.entries()];
  if (url.searchParams.get("X-Amz-Algorithm")) {
    if (url.searchParams.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256") return "unknown algorithm";
    return {
      credential: url.searchParams.get("X-Amz-Credential") ?? "",
      amzDate: url.searchParams.get("X-Amz-Date") ?? "",
      signedHeaders: (url.searchParams.get("X-Amz-SignedHeaders") ?? "").split(";"),
      signature: url.searchParams.get("X-Amz-Signature") ?? "",
      payloadHash: "UNSIGNED-PAYLOAD",
      query: pairs.filter(([k]) => k !== "X-Amz-Signature"),
      expires: Number(url.searchParams.get("X-Amz-Expires")),
    };
  }
  const auth = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]+)$/.exec(String(req.headers.authorization ?? ""));
  if (!auth) return "no signature";
  return { credential: auth[1], signedHeaders: auth[2].split(";"), signature: auth[3], amzDate: String(req.headers["x-amz-date"] ?? ""), payloadHash: String(req.headers["x-amz-content-sha256"] ?? ""), query: pairs };
}

function verify(req: IncomingMessage, url: URL, keys: Record<string, string>, region: string, body: Buffer): string | null {
  const signed = parseSignature(req, url);
  if (typeof signed === "string") return signed;
  const [accessKey, date, scopeRegion, service, terminator] = signed.credential.split("/");
  const secret = keys[accessKey];
  if (!secret) return "unknown access key";
  if (scopeRegion !== region || service !== "s3" || terminator !== "aws4_request" || !signed.amzDate.startsWith(date)) return "bad credential scope";
  const at = Date.parse(signed.amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
  if (signed.expires !== undefined && (!Number.isFinite(at) || Date.now() > at + signed.expires * 1000)) return "expired";
  if (!signed.signedHeaders.includes("host")) return "host not signed";
  if (signed.payloadHash !== "UNSIGNED-PAYLOAD" && signed.payloadHash !== sha256(body)) return "payload hash mismatch";
  const headers = signed.signedHeaders.map((h) => `${h}:${String(req.headers[h] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  const query = signed.query
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonical = [req.method, url.pathname, query, headers, signed.signedHeaders.join(";"), signed.payloadHash].join("\n");
  const toSign = ["AWS4-HMAC-SHA256", signed.amzDate, `${date}/${region}/s3/aws4_request`, sha256(canonical)].join("\n");
  const expected = createHmac("sha256", signingKey(secret, date, region)).update(toSign).digest("hex");
  return expected === signed.signature ? null : "signature does not match";
}

const CORS = { "access-control-allow-origin": "*", "access-control-allow-methods": "GET, PUT, HEAD, DELETE", "access-control-allow-headers": "content-type", "access-control-expose-headers": "etag" };

export async function startS3Stub(o: { bucket: string; region: string; keys: Record<string, string> }): Promise<S3Stub> {
  const stub = { bucket: o.bucket, objects: new Map(), rejected: [] } as unknown as S3Stub;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const xml = (status: number, code: string) => res.writeHead(status, { "content-type": "application/xml", ...CORS }).end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
    if (req.method === "OPTIONS") return res.writeHead(200, CORS).end();
    const reason = verify(req, url, o.keys, o.region, body);
    if (reason) {
      stub.rejected.push({ method: req.method!, path: url.pathname, reason });
      return xml(403, reason === "expired" ? "AccessDenied" : "SignatureDoesNotMatch");
    }
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    if (bucket !== o.bucket || !key) return xml(404, "NoSuchBucket");
    const object = stub.objects.get(key);
    if (req.method === "PUT") {
      stub.objects.set(key, { bytes: body, contentType: String(req.headers["content-type"] ?? "application/octet-stream") });
      return res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"`, ...CORS }).end();
    }
    if (req.method === "DELETE") {
      stub.objects.delete(key);
      return res.writeHead(204, CORS).end();
    }
    if (!object) return req.method === "HEAD" ? res.writeHead(404, CORS).end() : xml(404, "NoSuchKey");
    if (req.method === "HEAD") return res.writeHead(200, { "content-length": String(object.bytes.length), "content-type": object.contentType, ...CORS }).end();
    if (req.method === "GET") {
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
      if (!range) return res.writeHead(200, { "content-type": object.contentType, ...CORS }).end(object.bytes);
      const part = object.bytes.subarray(Number(range[1]), Number(range[2]) + 1);
      return res.writeHead(206, { "content-type": object.contentType, "content-range": `bytes ${range[1]}-${Number(range[1]) + part.length - 1}/${object.bytes.length}`, ...CORS }).end(part);
    }
    return xml(405, "MethodNotAllowed");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
