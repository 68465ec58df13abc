/**
 * Ports for the auth browser tests: the app on E2E_PORT, and beside it the test's SMTP and OAuth
 * servers (scripts/e2e-server.mjs points the app's SMTP_URL and OAUTH_ISSUER_OVERRIDE at them).
 */
export function e2eAuthPorts() {
  const app = Number(process.env.E2E_PORT ?? 3100);
  return { app, smtp: app + 1000, oauth: app + 1001 };
}
