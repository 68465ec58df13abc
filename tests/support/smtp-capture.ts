import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  port: number;
  mails: CapturedMail[];
  /** The latest mail to this address (waits briefly for it to arrive). */
  latestTo(address: string): Promise<CapturedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    async latestTo(address) {
      for (let i = 0; i < 100; i++) {
        const found = [...mails].reverse().find((m) => m.to.includes(address.toLowerCase()));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${address}`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit login code in a captured mail. */
export function loginCodeIn(mail: CapturedMail): string {
  const match = mailText(mail).match(/\b(\d{6})\b/);
  if (!match) throw new Error("no login code in mail");
  return match[1];
}

/** The mail's readable text: the message with quoted-printable undone, plus its base64 parts decoded (Japanese mail is base64). */
export function mailText(mail: CapturedMail): string {
  const decoded = [...mail.raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1].replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  const unquoted = mail.raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return [unquoted, ...decoded].join("\n");
}
