import "server-only";
import { mailTranslator, paragraphsHtml } from "./translator";
import { sendMail } from "./send-mail";

/** The e-mail with the six-character code that confirms a login. */
export async function sendLoginCodeEmail(to: string, code: string, language: string | null | undefined): Promise<void> {
  const t = mailTranslator(language);
  const lines = [t("auth.email.greeting"), t("auth.email.body", { code }), t("auth.email.expiry"), t("auth.email.ignore")];
  await sendMail({ to, subject: t("auth.email.subject", { code }), text: lines.join("\n\n"), html: paragraphsHtml(lines) });
}
