import "server-only";
import { lookup } from "node:dns/promises";
import { config } from "@/lib/server/config";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** How the image downloader may reach the network. */
export interface ImageFetchPolicy {
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Addresses let through although they are not public. Production never sets it; integration
   * tests use it to reach their own stub server, which necessarily listens on loopback.
   */
  allowNonPublic?: (address: string, port: number) => boolean;
  /** Ports a URL may name (any port when null). */
  ports: number[] | null;
  maxBytes: number;
  maxRedirects: number;
  timeoutMs: number;
}

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const all = await lookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

export function defaultImageFetchPolicy(): ImageFetchPolicy {
  const c = config();
  return {
    resolve: systemResolve,
    ports: [80, 443],
    maxBytes: c.IMAGE_DOWNLOADER_MAX_BYTES,
    maxRedirects: 5,
    timeoutMs: c.IMAGE_DOWNLOADER_TIMEOUT_MS,
  };
}
