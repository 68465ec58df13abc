import "server-only";
import { mailTranslator, paragraphsHtml } from "./translator";
import { sendMail } from "./send-mail";

export interface InviteEmail {
  to: string;
  teamName: string;
  inviter: string;
  message: string;
  link: string;
  language: string | null | undefined;
}

/** Tells someone they were invited into a team, with the link that accepts the invite. */
export async function sendInviteEmail({ to, teamName, inviter, message, link, language }: InviteEmail): Promise<void> {
  const t = mailTranslator(language);
  const lines = [t("teams.inviteEmail.body", { team: teamName, inviter }), ...(message ? [message] : []), t("teams.inviteEmail.action", { link })];
  await sendMail({ to, subject: t("teams.inviteEmail.subject", { team: teamName }), text: lines.join("\n\n"), html: paragraphsHtml(lines) });
}
