import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { config } from "@/lib/server/config";
import { listOutbox } from "@/lib/server/mail/list-outbox";

export const dynamic = "force-dynamic";

/** Development only: the mail the app "sent" without an SMTP server (login codes, invites). */
export default async function DevOutboxPage() {
  if (config().MURMUR_MODE !== "development" || config().SMTP_URL) notFound();
  const [mails, t, format] = await Promise.all([listOutbox(), getTranslations("auth.outbox"), getFormatter()]);
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-6 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      {mails.length === 0 && <p className="text-muted-foreground">{t("empty")}</p>}
      {mails.map((mail) => (
        <article key={mail.id} className="rounded-xl border border-border bg-card p-5" data-testid="outbox-mail">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t("to")}</dt>
            <dd>{mail.to}</dd>
            <dt className="text-muted-foreground">{t("subject")}</dt>
            <dd className="font-medium">{mail.subject}</dd>
            <dt className="text-muted-foreground">{t("sent")}</dt>
            <dd>{format.dateTime(mail.createdAt, { dateStyle: "medium", timeStyle: "medium" })}</dd>
            {mail.attachments?.length ? (
              <>
                <dt className="text-muted-foreground">{t("attached")}</dt>
                <dd>{mail.attachments.map((a) => `${a.filename} (${format.number(Math.ceil(a.bytes / 1024))} KB)`).join(", ")}</dd>
              </>
            ) : null}
          </dl>
          <pre className="mt-3 whitespace-pre-wrap font-sans text-sm">{mail.text}</pre>
        </article>
      ))}
    </section>
  );
}
