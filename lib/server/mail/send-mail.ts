import "server-only";
import nodemailer from "nodemailer";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { outbox } from "@/lib/server/db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

let transport: { url: string; send: nodemailer.Transporter } | undefined;

function smtp(url: string): nodemailer.Transporter {
  if (transport?.url !== url) transport = { url, send: nodemailer.createTransport(url) };
  return transport.send;
}

/**
 * Sends over SMTP when SMTP_URL is set. Otherwise the mail goes to the local outbox (read on
 * /dev/outbox in development) and a console line, so the demo needs no mail server.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = config();
  if (SMTP_URL) {
    await smtp(SMTP_URL).sendMail({ from: MAIL_FROM, ...mail });
    return;
  }
  const { attachments, ...rest } = mail;
  // The outbox keeps each attachment's name and size, not its bytes.
  await (await db()).insert(outbox).values({ ...rest, attachments: attachments?.map((a) => ({ filename: a.filename, bytes: a.content.length })) ?? null });
  console.info(`[mail] to ${mail.to}: ${mail.subject} | ${mail.text.split("\n").find((l) => l.trim()) ?? ""}${attachments?.length ? ` | attached: ${attachments.map((a) => a.filename).join(", ")}` : ""}`);
}
