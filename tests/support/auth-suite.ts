import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { freshDatabase } from "./test-db";
import { startSmtpCapture, type SmtpCapture } from "./smtp-capture";
import { startOAuthStub, type OAuthStub } from "./oauth-server";

export interface AuthSuite {
  handle: DatabaseHandle;
  smtp: SmtpCapture;
  oauth: OAuthStub;
}

/**
 * For one test file: a fresh database, and the local servers it asks for (a real SMTP server
 * that mail goes to; a local OAuth server that every social network points at).
 */
export function setupAuthSuite(servers: { smtp?: boolean; oauth?: boolean }): AuthSuite {
  const suite = {} as AuthSuite;
  beforeAll(async () => {
    if (servers.smtp) {
      suite.smtp = await startSmtpCapture();
      process.env.SMTP_URL = suite.smtp.url;
    }
    if (servers.oauth) {
      suite.oauth = await startOAuthStub();
      process.env.OAUTH_ISSUER_OVERRIDE = suite.oauth.url;
    }
    suite.handle = await freshDatabase();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.OAUTH_ISSUER_OVERRIDE;
    await suite.smtp?.stop();
    await suite.oauth?.stop();
    await suite.handle.close();
  });
  return suite;
}
