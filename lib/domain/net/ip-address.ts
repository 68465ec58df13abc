/**
 * Classifies IP addresses for server-side fetches made on a user's behalf (the image
 * downloader): only globally routable unicast addresses count as public. Everything a request
 * could use to reach us, our network or a cloud metadata service is refused.
 */

export type AddressClass =
  | "public"
  | "invalid"
  | "unspecified"
  | "loopback"
  | "private"
  | "link-local"
  | "shared"
  | "multicast"
  | "reserved"
  | "documentation"
  | "ipv4-mapped"
  | "translated"
  | "unique-local"
  | "site-local";

/** Four octets of a dotted-quad IPv4 address (exactly four decimal parts), or null. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const octets = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN));
  return octets.every((o) => o >= 0 && o <= 255) ? octets : null;
}

/** Eight 16-bit groups of an IPv6 address (with "::" and an embedded IPv4 tail), or null. */
export function parseIPv6(input: string): number[] | null {
  let text = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input;
  text = text.replace(/%.*$/, ""); // zone id
  if (!/^[0-9a-fA-F:.]+$/.test(text) || (text.match(/::/g) ?? []).length > 1) return null;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  if (text.includes(".")) {
    const v4 = parseIPv4(text.slice(lastColon + 1));
    if (!v4) return null;
    tail = [(v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]];
    const head = text.slice(0, lastColon + 1);
    text = head.endsWith("::") ? head : head.slice(0, -1);
  }
  const parse = (s: string) => (s ? s.split(":") : []).map((g) => (/^[0-9a-fA-F]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
  let groups: number[];
  if (text.includes("::")) {
    const [head, rest] = text.split("::");
    const a = parse(head);
    const b = parse(rest);
    const missing = 8 - tail.length - a.length - b.length;
    if (missing < 1) return null;
    groups = [...a, ...new Array<number>(missing).fill(0), ...b];
  } else {
    groups = parse(text);
  }
  groups = [...groups, ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const inV4 = (o: number[], base: [number, number, number, number], bits: number) => {
  const value = ((o[0] << 24) | (o[1] << 16) | (o[2] << 8) | o[3]) >>> 0;
  const net = ((base[0] << 24) | (base[1] << 16) | (base[2] << 8) | base[3]) >>> 0;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (value & mask) === (net & mask);
};

const V4_RANGES: [[number, number, number, number], number, AddressClass][] = [
  [[0, 0, 0, 0], 8, "unspecified"],
  [[10, 0, 0, 0], 8, "private"],
  [[100, 64, 0, 0], 10, "shared"], // carrier-grade NAT
  [[127, 0, 0, 0], 8, "loopback"],
  [[169, 254, 0, 0], 16, "link-local"], // includes the 169.254.169.254 metadata service
  [[172, 16, 0, 0], 12, "private"],
  [[192, 0, 0, 0], 24, "reserved"],
  [[192, 0, 2, 0], 24, "documentation"],
  [[192, 88, 99, 0], 24, "reserved"],
  [[192, 168, 0, 0], 16, "private"],
  [[198, 18, 0, 0], 15, "reserved"], // benchmarking
  [[198, 51, 100, 0], 24, "documentation"],
  [[203, 0, 113, 0], 24, "documentation"],
  [[224, 0, 0, 0], 4, "multicast"],
  [[240, 0, 0, 0], 4, "reserved"], // includes 255.255.255.255
];

export function classifyIPv4(octets: number[]): AddressClass {
  for (const [base, bits, kind] of V4_RANGES) if (inV4(octets, base, bits)) return kind;
  return "public";
}

export function classifyIPv6(g: number[]): AddressClass {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return "unspecified";
  if (zeroUpTo(7) && g[7] === 1) return "loopback";
  if (zeroUpTo(5) && g[5] === 0xffff) return "ipv4-mapped";
  if (zeroUpTo(6)) return "reserved"; // deprecated IPv4-compatible
  if (g[0] === 0x64 && g[1] === 0xff9b) return "translated"; // NAT64 reaches any IPv4, private ones too
  if (g[0] === 0x2002 || (g[0] === 0x2001 && g[1] === 0)) return "translated"; // 6to4 and Teredo embed IPv4
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "documentation";
  if ((g[0] & 0xfe00) === 0xfc00) return "unique-local";
  if ((g[0] & 0xffc0) === 0xfe80) return "link-local";
  if ((g[0] & 0xffc0) === 0xfec0) return "site-local";
  if ((g[0] & 0xff00) === 0xff00) return "multicast";
  if ((g[0] & 0xe000) !== 0x2000) return "reserved"; // only 2000::/3 is global unicast
  if (g[0] === 0x2001 && g[1] < 0x200) return "reserved"; // IETF protocol assignments
  return "public";
}

/** The class of an address literal (IPv4 dotted quad or IPv6, brackets allowed). */
export function classifyAddress(address: string): AddressClass {
  const v4 = parseIPv4(address);
  if (v4) return classifyIPv4(v4);
  const v6 = parseIPv6(address);
  return v6 ? classifyIPv6(v6) : "invalid";
}

export const isPublicAddress = (address: string) => classifyAddress(address) === "public";
