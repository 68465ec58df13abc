import "server-only";
import { mailTranslator, paragraphsHtml } from "@/lib/server/mail/translator";
import { sendMail } from "@/lib/server/mail/send-mail";

/** The mail with the link that confirms a toolkit request's e-mail address. */
export async function sendRequestVerificationEmail(o: { to: string; kind: "access" | "download"; title: string; link: string; language: string }): Promise<void> {
  const t = mailTranslator(o.language);
  const body = o.kind === "access" ? t("requests.email.bodyAccess") : t("requests.email.bodyDownload", { title: o.title });
  const lines = [t("requests.email.greeting"), body, o.link, t("requests.email.expiry"), t("requests.email.ignore")];
  await sendMail({ to: o.to, subject: t("requests.email.subject"), text: lines.join("\n\n"), html: paragraphsHtml(lines) });
}

/** The mail that tells a visitor an admin approved their access request, with where to sign in. */
export async function sendAccessApprovedEmail(o: { to: string; link: string; language: string }): Promise<void> {
  const t = mailTranslator(o.language);
  const lines = [t("requests.email.greeting"), t("requests.email.approvedBody"), o.link];
  await sendMail({ to: o.to, subject: t("requests.email.approvedSubject"), text: lines.join("\n\n"), html: paragraphsHtml(lines) });
}
