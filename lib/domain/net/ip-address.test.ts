import { describe, expect, it } from "vitest";
import { classifyAddress, isPublicAddress, parseIPv6 } from "./ip-address";

describe("classifyAddress", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "shared"],
    ["100.127.255.254", "shared"],
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["192.0.2.10", "documentation"],
    ["198.18.0.1", "reserved"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],

    ["::", "unspecified"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::ffff:127.0.0.1", "ipv4-mapped"],
    ["::ffff:8.8.8.8", "ipv4-mapped"],
    ["::ffff:7f00:1", "ipv4-mapped"],
    ["::127.0.0.1", "reserved"],
    ["64:ff9b::a00:1", "translated"],
    ["2002:a00:1::1", "translated"],
    ["2001:0:4136:e378::1", "translated"],
    ["2001:db8::1", "documentation"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf::1", "link-local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["100::1", "reserved"],
  ])("refuses %s as %s", (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    "8.8.8.8", "1.1.1.1", "172.15.255.255", "172.32.0.1", "100.63.255.255", "100.128.0.1", "169.253.1.1", "93.184.216.34",
    "2606:4700:4700::1111", "2a00:1450:4001:80b::200e", "2001:4860:4860::8888",
  ])("accepts public %s", (ip) => {
    expect(classifyAddress(ip)).toBe("public");
  });

  it.each(["", "localhost", "1.2.3", "1.2.3.4.5", "256.1.1.1", "01.2.3.4", "1::2::3", "12345::1", "::ffff:1.2.3.256", "1:2:3:4:5:6:7:8:9", "example.com"])(
    "treats %j as invalid",
    (text) => {
      expect(classifyAddress(text)).toBe("invalid");
    },
  );

  it("expands IPv6 with an IPv4 tail", () => {
    expect(parseIPv6("::ffff:192.168.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0001]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
