import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { freshDatabase } from "@/tests/support/test-db";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import { AppError } from "@/lib/server/http/app-error";
import { fetchPublicImage } from "@/lib/server/images/fetch-public-image";
import type { ImageFetchPolicy, ResolvedAddress } from "@/lib/server/images/image-fetch-policy";
import * as downloader from "@/app/api/external/image-downloader/route";

// A 1x1 PNG.
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf00000301010018dd8db00000000049454e44ae426082", "hex");

let server: http.Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  await freshDatabase();
  server = http.createServer((req, res) => {
    hits.push(`${req.headers.host} ${req.url}`);
    const url = new URL(req.url!, "http://stub");
    if (url.pathname === "/avatar.png") {
      res.writeHead(200, { "content-type": "image/png", "content-length": PNG.length });
      res.end(PNG);
    } else if (url.pathname === "/redirect") {
      res.writeHead(302, { location: url.searchParams.get("to")! });
      res.end();
    } else if (url.pathname === "/loop") {
      res.writeHead(301, { location: "/loop" });
      res.end();
    } else if (url.pathname === "/page.html") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<h1>not an image</h1>");
    } else if (url.pathname === "/logo.svg") {
      res.writeHead(200, { "content-type": "image/svg+xml" });
      res.end("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    } else if (url.pathname === "/huge.png") {
      res.writeHead(200, { "content-type": "image/png" }); // no length: the cap applies while streaming
      res.end(Buffer.alloc(300_000));
    } else if (url.pathname === "/slow.png") {
      setTimeout(() => res.end(PNG), 2_000).unref();
      res.writeHead(200, { "content-type": "image/png" });
    } else {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("missing");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A fake DNS for test host names; only the stub's own address and port are let through. */
function policy(records: Record<string, string[]> = {}): ImageFetchPolicy {
  return {
    resolve: async (host): Promise<ResolvedAddress[]> => {
      const found = records[host];
      if (!found) throw new Error("ENOTFOUND");
      return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    },
    allowNonPublic: (address, p) => address === "127.0.0.1" && p === port,
    ports: null,
    maxBytes: 100_000,
    maxRedirects: 3,
    timeoutMs: 500,
  };
}

async function refusal(url: string, p = policy({ "images.test": ["127.0.0.1"] })) {
  try {
    await fetchPublicImage(url, p);
  } catch (e) {
    if (e instanceof AppError) return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error(`${url} was fetched`);
}

describe("fetchPublicImage through a local stub", () => {
  it("fetches an image by host name, connecting to the checked address with the original Host header", async () => {
    const image = await fetchPublicImage(`http://images.test:${port}/avatar.png`, policy({ "images.test": ["127.0.0.1"] }));
    expect(image.contentType).toBe("image/png");
    expect(image.bytes.equals(PNG)).toBe(true);
    expect(hits).toContain(`images.test:${port} /avatar.png`);
  });

  it("follows a redirect to an allowed address", async () => {
    const image = await fetchPublicImage(`http://images.test:${port}/redirect?to=/avatar.png`, policy({ "images.test": ["127.0.0.1"] }));
    expect(image.bytes.equals(PNG)).toBe(true);
  });

  it.each([
    ["http://10.0.0.5/a.png", "private"],
    ["http://172.16.3.4/a.png", "private"],
    ["http://192.168.1.1/a.png", "private"],
    ["http://127.0.0.1:1/a.png", "loopback"],
    ["http://169.254.169.254/latest/meta-data/", "link-local"],
    ["http://100.64.1.1/a.png", "shared"],
    ["http://0.0.0.0/a.png", "unspecified"],
    ["http://224.0.0.1/a.png", "multicast"],
    ["http://[::1]/a.png", "loopback"],
    ["http://[fd00::1]/a.png", "unique-local"],
    ["http://[fe80::1]/a.png", "link-local"],
    ["http://[::ffff:127.0.0.1]/a.png", "ipv4-mapped"],
    ["http://2130706433/a.png", "loopback"], // decimal form of 127.0.0.1
  ])("refuses %s (%s) without connecting", async (url, kind) => {
    const before = hits.length;
    const r = await refusal(url);
    expect(r.status).toBe(403);
    expect(r.message).toContain(`a ${kind} address`);
    expect(hits.length).toBe(before);
  });

  it("refuses a host name that resolves to a private or metadata address, or to any private one of several", async () => {
    const p = policy({ "evil.test": ["169.254.169.254"], "mixed.test": ["93.184.216.34", "10.1.2.3"], "localhost": ["127.0.0.1"] });
    expect((await refusal("http://evil.test/a.png", p)).message).toBe("Images can only be downloaded from public addresses (evil.test is a link-local address).");
    expect((await refusal("http://mixed.test/a.png", p)).message).toContain("a private address");
    expect((await refusal(`http://localhost:1/a.png`, p)).status).toBe(403);
  });

  it("refuses a redirect to a private address, checking the new hop", async () => {
    for (const to of ["http://10.0.0.1/a.png", "http://169.254.169.254/latest/meta-data/", `http://127.0.0.1:${port + 1}/a.png`, "http://[::1]/a.png"]) {
      const r = await refusal(`http://images.test:${port}/redirect?to=${encodeURIComponent(to)}`);
      expect(r.status).toBe(403);
    }
  });

  it("refuses a redirect to a non-http scheme and too many redirects", async () => {
    expect(await refusal(`http://images.test:${port}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`)).toEqual({ status: 400, message: "Only http and https image URLs can be downloaded." });
    expect(await refusal(`http://images.test:${port}/loop`)).toEqual({ status: 422, message: "The image URL redirected more than 3 times." });
  });

  it("refuses what is not an http(s) image", async () => {
    expect((await refusal("ftp://images.test/a.png")).message).toBe("Only http and https image URLs can be downloaded.");
    expect((await refusal("not a url")).message).toBe("Enter a valid image URL.");
    expect((await refusal(`http://user:pw@images.test:${port}/avatar.png`)).message).toBe("Image URLs with credentials cannot be downloaded.");
    expect(await refusal(`http://images.test:${port}/page.html`)).toEqual({ status: 422, message: "The URL is not an image (content type text/html)." });
    expect((await refusal(`http://images.test:${port}/logo.svg`)).message).toBe("The URL is not an image (content type image/svg+xml).");
    expect(await refusal(`http://images.test:${port}/nothing.png`)).toEqual({ status: 422, message: "The image server answered 404." });
    expect((await refusal("http://unknown.test/a.png")).message).toBe("The image host unknown.test could not be found.");
  });

  it("enforces the size cap while streaming, and the timeout", async () => {
    expect(await refusal(`http://images.test:${port}/huge.png`)).toEqual({ status: 413, message: "The image is larger than 100 kB." });
    expect(await refusal(`http://images.test:${port}/slow.png`)).toEqual({ status: 422, message: "The image server did not answer in time." });
  });

  it("allows only the configured ports in production", async () => {
    const p = { ...policy(), ports: [80, 443] };
    expect((await refusal("http://8.8.8.8:22/a.png", p)).message).toBe("Images can only be downloaded from ports 80 and 443.");
  });
});

describe("GET /api/external/image-downloader/", () => {
  const get = (who: Caller, url?: string) =>
    who.call(downloader.GET, "GET", url === undefined ? "/api/external/image-downloader/" : `/api/external/image-downloader/?url=${encodeURIComponent(url)}`);

  it("is for signed-in users only", async () => {
    const res = await get(new Caller(), "http://example.com/a.png");
    expect(res.status).toBe(401);
  });

  it("refuses loopback and metadata addresses with a clear message, and a missing url", async () => {
    const ann = await signedInCaller("ann@example.com");
    const stub = await get(ann, `http://127.0.0.1:${port}/avatar.png`);
    expect(stub.status).toBe(400); // production allows ports 80 and 443 only
    const loop = await get(ann, "http://127.0.0.1/avatar.png");
    expect(loop).toMatchObject({ status: 403, data: { detail: "Images can only be downloaded from public addresses (127.0.0.1 is a loopback address)." } });
    const metadata = await get(ann, "http://169.254.169.254/latest/meta-data/");
    expect(metadata.status).toBe(403);
    const local = await get(ann, "http://localhost/avatar.png");
    expect(local.status).toBe(403);
    const missing = await get(ann);
    expect(missing).toMatchObject({ status: 400, data: { url: ["url is required."] } });
  });

  it("rate-limits each user", async () => {
    const bob = await signedInCaller("bob-images@example.com");
    const { config } = await import("@/lib/server/config");
    const limit = config().IMAGE_DOWNLOADER_LIMIT_PER_MINUTE;
    const req = () => downloader.GET(new NextRequest("http://localhost/api/external/image-downloader/?url=http%3A%2F%2F10.0.0.1%2Fa.png", { headers: { cookie: [...bob.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } }), { params: Promise.resolve({}) });
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await req()).status);
    expect(statuses.slice(0, limit).every((s) => s === 403)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});
