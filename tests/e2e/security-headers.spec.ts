import { test, type Page } from "@playwright/test";
import { signInSpec } from "./support/sign-in";
import { e2eAuthPorts } from "./support/auth-ports";

// Read from the production build the browser tests run against (scripts/e2e-server.mjs: next start).
const { expect, signIn } = signInSpec({ reset: false, timeout: 120_000 });

const FACES = [
  { host: "localhost", page: "/login" },
  { host: "toolkit.localhost", page: "/" },
  { host: "suite.localhost", page: "/" },
  { host: "acme.localhost", page: "/login" },
];

const COMMON = {
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
};

function expectCommon(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(COMMON)) expect(headers[name], `${name} on ${what}`).toBe(value);
  expect(headers["permissions-policy"], `permissions-policy on ${what}`).toContain("camera=()");
  expect(headers["x-request-id"], `x-request-id on ${what}`).toMatch(/^[0-9a-f-]{36}$/);
}

/** Headers of same-origin fetches made by the page itself (Node cannot resolve *.localhost; the browser can). */
function fetchHeaders(page: Page, paths: string[]): Promise<{ path: string; status: number; headers: Record<string, string> }[]> {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map(async (path) => {
          // no-store: the server's headers, not the HTTP cache's copy of a chunk the page already loaded.
          const res = await fetch(path, { cache: "no-store" });
          return { path, status: res.status, headers: Object.fromEntries(res.headers.entries()) };
        }),
      ),
    paths,
  );
}

for (const face of FACES) {
  test(`${face.host}: pages, API answers and static files carry the security headers, and the page runs under its nonce policy`, async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const url = `http://${face.host}:${e2eAuthPorts().app}${face.page}`;
    const opened = await page.goto(url);
    expect(opened!.status()).toBe(200);
    const pageHeaders = await opened!.allHeaders();
    expectCommon(pageHeaders, `the ${face.page} page`);
    const policy = pageHeaders["content-security-policy"];
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain("'unsafe-eval'");

    // Every script the server sent (Next's and the inline boot scripts) carries this request's nonce, and
    // they ran: React hydrated the page. Chunks those scripts load later (lazy components) are trusted
    // through 'strict-dynamic' rather than a nonce; none of them may meet a policy violation.
    const served = [...(await opened!.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(served.length).toBeGreaterThan(1);
    for (const tag of served) expect(tag, "a script tag of the served page").toContain(`nonce="${nonce}"`);
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version))).toBe(true);
    const scripts = await page.evaluate(() => [...document.querySelectorAll("script")].map((s) => ({ nonce: s.nonce, src: s.src })));
    expect(scripts.filter((s) => s.nonce === nonce).length).toBeGreaterThan(1);
    expect(violations).toEqual([]);

    // A new request gets a new nonce.
    const reloaded = await page.reload();
    expect((await reloaded!.allHeaders())["content-security-policy"]).not.toContain(nonce!);

    const chunk = scripts.find((s) => s.src.includes("/_next/static/"))!.src;
    const answers = await fetchHeaders(page, ["/api/health/", "/api/teaminfo/no-such-team/", "/_static/favicon.svg", new URL(chunk).pathname]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 200]);
    for (const answer of answers) {
      expectCommon(answer.headers, answer.path);
      expect(answer.headers["content-security-policy"], answer.path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    // The request id of an error answer is in its body too.
    const missing = answers[1];
    expect(await page.evaluate(() => fetch("/api/teaminfo/no-such-team/", { headers: { "x-request-id": "e2e-trace-1" } }).then((r) => r.json()))).toEqual({
      detail: "Not found.",
      request_id: "e2e-trace-1",
    });
    expect(missing.headers["x-request-id"]).toBeTruthy();
  });
}

test("a redirect of an unknown page carries the headers too", async ({ request }) => {
  const res = await request.get(`http://localhost:${e2eAuthPorts().app}/no-such-page`, { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expectCommon(res.headers(), "a redirect");
  expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("the session cookie is HttpOnly and SameSite=Lax; the CSRF cookie stays readable for the double-submit header", async ({ page, context }) => {
  await signIn(page);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "murmur-session");
  const csrf = cookies.find((c) => c.name === "murmur-csrf");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(csrf).toMatchObject({ httpOnly: false, sameSite: "Lax" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("murmur-session");
});
