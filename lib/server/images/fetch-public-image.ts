import "server-only";
import http from "node:http";
import https from "node:https";
import { classifyAddress } from "@/lib/domain/net/ip-address";
import { AppError } from "@/lib/server/http/app-error";
import type { ImageFetchPolicy, ResolvedAddress } from "./image-fetch-policy";

export interface FetchedImage {
  contentType: string;
  bytes: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const tooLarge = (max: number) =>
  new AppError("payload_too_large", `The image is larger than ${max >= 1_000_000 ? `${Math.floor(max / 1_000_000)} MB` : `${Math.floor(max / 1000)} kB`}.`);
const refuse = (message: string) => new AppError("bad_request", message, { url: [message] });

/** The URL checked for scheme, credentials and port (before any address is looked at). */
function checkUrl(text: string, policy: ImageFetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse("Enter a valid image URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse("Only http and https image URLs can be downloaded.");
  if (url.username || url.password) throw refuse("Image URLs with credentials cannot be downloaded.");
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (policy.ports && !policy.ports.includes(port)) throw refuse(`Images can only be downloaded from ports ${policy.ports.join(" and ")}.`);
  return url;
}

/** One address of the host that is public (or test-allowed); every resolved address must pass. */
async function checkedAddress(url: URL, policy: ImageFetchPolicy): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = classifyAddress(host);
  let addresses: ResolvedAddress[];
  if (literal !== "invalid") {
    addresses = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      addresses = [];
    }
    if (!addresses.length) throw refuse(`The image host ${host} could not be found.`);
  }
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  for (const a of addresses) {
    const kind = classifyAddress(a.address);
    if (kind !== "public" && !policy.allowNonPublic?.(a.address, port)) {
      throw new AppError("forbidden", `Images can only be downloaded from public addresses (${host} is ${kind === "invalid" ? "not a valid address" : `a ${kind} address`}).`);
    }
  }
  return addresses[0];
}

interface Hop {
  status: number;
  location: string | null;
  contentType: string;
  bytes: Buffer | null;
}

/** One request to the checked IP (Host header and TLS name from the URL): no second DNS lookup. */
function requestOnce(url: URL, target: ResolvedAddress, policy: ImageFetchPolicy, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        host: target.address,
        family: target.family,
        port: url.port || (url.protocol === "https:" ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers: { host: url.host, accept: "image/*", "user-agent": "Murmur image downloader" },
        servername: url.protocol === "https:" ? url.hostname : undefined,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
        if (REDIRECTS.has(status) || status >= 400 || !contentType.startsWith("image/") || contentType.includes("svg")) {
          res.resume();
          resolve({ status, location: res.headers.location ?? null, contentType, bytes: null });
          return;
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > policy.maxBytes) {
          res.destroy();
          reject(tooLarge(policy.maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            res.destroy();
            reject(tooLarge(policy.maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, location: null, contentType, bytes: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * Fetches an image for the PNG export: http(s) only, from public addresses only (checked on the
 * resolved IP that is then connected to, and again on every redirect hop), image/* only, with a
 * size cap and one overall timeout.
 */
export async function fetchPublicImage(text: string, policy: ImageFetchPolicy): Promise<FetchedImage> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = checkUrl(text, policy);
  for (let hop = 0; ; hop++) {
    const target = await checkedAddress(url, policy);
    let answer: Hop;
    try {
      answer = await requestOnce(url, target, policy, signal);
    } catch (e) {
      if (e instanceof AppError) throw e;
      if (signal.aborted) throw new AppError("unprocessable", "The image server did not answer in time.");
      throw new AppError("unprocessable", "The image server could not be reached.");
    }
    if (REDIRECTS.has(answer.status)) {
      if (!answer.location) throw new AppError("unprocessable", "The image server sent a redirect without a location.");
      if (hop >= policy.maxRedirects) throw new AppError("unprocessable", `The image URL redirected more than ${policy.maxRedirects} times.`);
      url = checkUrl(new URL(answer.location, url).toString(), policy);
      continue;
    }
    if (answer.status >= 400) throw new AppError("unprocessable", `The image server answered ${answer.status}.`);
    if (!answer.bytes) throw new AppError("unprocessable", `The URL is not an image (content type ${answer.contentType || "missing"}).`);
    return { contentType: answer.contentType, bytes: answer.bytes };
  }
}
