/**
 * Ports for the auth browser tests: the app on E2E_PORT, and beside it the test's SMTP and OAuth
 * servers (scripts/e2e-server.mjs points the app's SMTP_URL and OAUTH_ISSUER_OVERRIDE at them).
 */
export function e2eAuthPorts() {
  const app = Number(process.env.E2E_PORT ?? 3100);
  // E2E_SMTP_PORT / E2E_OAUTH_PORT place them elsewhere (a machine shared by several runs, each with its own port range).
  return { app, smtp: Number(process.env.E2E_SMTP_PORT ?? app + 1000), oauth: Number(process.env.E2E_OAUTH_PORT ?? app + 1001) };
}
