/** Ports for the auth browser tests: the app on E2E_PORT, and beside it the test's SMTP and OAuth servers. */
export function e2eAuthPorts() {
  const app = Number(process.env.E2E_PORT ?? 3202);
  return { app, smtp: app + 1000, oauth: app + 1001 };
}
