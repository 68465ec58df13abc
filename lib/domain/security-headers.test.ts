import { expect, it } from "vitest";
import { commonSecurityHeaders, nonceFromPolicy, pageContentSecurityPolicy } from "./security-headers";

it("a page policy lets only nonced scripts run, forbids framing, and allows eval only in development", () => {
  const policy = pageContentSecurityPolicy("abc123", false);
  expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("unsafe-eval");
  expect(pageContentSecurityPolicy("abc123", true)).toContain("'unsafe-eval'");
  expect(nonceFromPolicy(policy)).toBe("abc123");
  expect(nonceFromPolicy(null)).toBeUndefined();
});

it("a page may connect to its own origin and, when uploads go to a bucket, to the bucket's origin only", () => {
  expect(pageContentSecurityPolicy("n", false)).toContain("connect-src 'self';");
  expect(pageContentSecurityPolicy("n", false, ["https://s3.eu-central-1.amazonaws.com"])).toContain("connect-src 'self' https://s3.eu-central-1.amazonaws.com;");
});

it("HSTS only from a production build", () => {
  const names = (production: boolean) => commonSecurityHeaders(production).map((h) => h.key);
  expect(names(true)).toContain("Strict-Transport-Security");
  expect(names(false)).not.toContain("Strict-Transport-Security");
  expect(names(false)).toEqual(expect.arrayContaining(["Referrer-Policy", "X-Content-Type-Options", "Permissions-Policy"]));
});
