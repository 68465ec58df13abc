import { describe, expect, it } from "vitest";
import { customerLabel, parseHost, stripPort, teamScopeFor } from "./host";

const config = { productDomain: "murmur.app", toolkitHosts: ["toolkit.murmur.app", "toolkit.localhost"], suiteHosts: ["suite.murmur.app"] };

describe("parseHost", () => {
  it.each([
    ["murmur.app", "dashboard"],
    ["toolkit.murmur.app", "toolkit"],
    ["TOOLKIT.murmur.app:443", "toolkit"],
    ["suite.murmur.app", "suite"],
    ["acme.murmur.app", "dashboard"],
    ["toolkit.localhost:3000", "toolkit"],
  ])("%s is the %s", (host, variant) => {
    expect(parseHost(host, config).variant).toBe(variant);
  });

  it("a staging host picks the face from the query flag", () => {
    expect(parseHost("staging.murmur.app", config, "toolkit").variant).toBe("toolkit");
    expect(parseHost("staging.murmur.app", config, "suite").variant).toBe("suite");
    expect(parseHost("staging.murmur.app", config, "bogus").variant).toBe("dashboard");
    expect(parseHost("staging.murmur.app", config).staging).toBe(true);
  });

  it("the flag means nothing off staging", () => {
    expect(parseHost("acme.murmur.app", config, "toolkit").variant).toBe("dashboard");
  });

  it("toolkit and suite hosts carry no customer team", () => {
    expect(parseHost("toolkit.murmur.app", config).team).toEqual({ kind: "none" });
  });
});

describe("customer sub-domain", () => {
  it("is the first label before the product domain", () => {
    expect(customerLabel("acme.murmur.app", "murmur.app")).toBe("acme");
    expect(customerLabel("eu.acme.murmur.app", "murmur.app")).toBe("eu");
  });
  it("www means none, and so does the bare domain or another domain", () => {
    expect(customerLabel("www.murmur.app", "murmur.app")).toBeNull();
    expect(customerLabel("murmur.app", "murmur.app")).toBeNull();
    expect(customerLabel("acme.example.com", "murmur.app")).toBeNull();
  });
  it.each(["dashboard.murmur.app", "local.murmur.app", "staging.murmur.app", "localhost", "localhost.murmur.app"])(
    "%s means the default local team",
    (host) => expect(teamScopeFor(host, config)).toEqual({ kind: "default" }),
  );
  it("a customer label becomes its team slug", () => {
    expect(teamScopeFor("acme.murmur.app", config)).toEqual({ kind: "customer", slug: "acme" });
    expect(teamScopeFor("acme.localhost", { ...config, productDomain: "localhost" })).toEqual({ kind: "customer", slug: "acme" });
  });
});

it("stripPort handles names, IPv4 and IPv6", () => {
  expect(stripPort("Example.com:8080")).toBe("example.com");
  expect(stripPort("127.0.0.1:3000")).toBe("127.0.0.1");
  expect(stripPort("[::1]:3000")).toBe("[::1]");
});
