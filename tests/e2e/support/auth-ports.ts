/** Ports for the auth browser tests: the app on E2E_PORT, and beside it the test's SMTP and OAuth servers. */
export function e2eAuthPorts() {
  const app = Number(process.env.E2E_PORT ?? 3202);
  return { app, smtp: app + 1000, oauth: app + 1001 };
}

/** What the app under test needs for the auth specs: mail and social sign-in go to the test's servers. */
export function e2eAuthServerEnv(): Record<string, string> {
  const { app, smtp, oauth } = e2eAuthPorts();
  return {
    AUTH_URL: `http://localhost:${app}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp}`,
    OAUTH_ISSUER_OVERRIDE: `http://127.0.0.1:${oauth}`,
    E2E_RESET_ENABLED: "1",
  };
}
