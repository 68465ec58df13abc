"use client";
import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { useLoad } from "@/lib/client/auth/use-load";
import type { InviteSummary, TeamDetail } from "@/lib/schemas/team";
import { Button, Form, Panel, TextField } from "@/components/auth/parts";

const showError = (e: unknown) => toast.error((e as Error).message);

function inviteLink(slug: string, code: string): string {
  return `${window.location.origin}/${slug}/invite-accept?code=${encodeURIComponent(code)}`;
}

/** Admins invite by e-mail (the invite is sent by mail) and see pending invites with their links. */
export function InvitesPanel({ team }: { team: TeamDetail }) {
  const t = useTranslations("teams");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const params = { team: team.slug };
  const loader = useCallback(() => api().request<InviteSummary[]>("GET", "/api/teams/{team}/invites/", { params: { team: team.slug } }), [team.slug]);
  const { data, reload } = useLoad(loader, showError);
  const invites = data ?? [];

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await api().request("POST", "/api/teams/{team}/invites/", { params, body: { invite: { email, message } } });
      toast.success(t("inviteSent", { email }));
      setEmail("");
      setMessage("");
      reload();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={t("invitesTitle")} testId="invites">
      <Form className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end" onSubmit={send}>
        <TextField id="invite-email" type="email" label={t("inviteEmailLabel")} value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
        <TextField id="invite-message" label={t("inviteMessageLabel")} value={message} onChange={(e) => setMessage(e.target.value)} />
        <Button type="submit" busy={busy}>
          {t("sendInvite")}
        </Button>
      </Form>
      <h3 className="mt-6 text-sm font-medium text-muted-foreground">{t("pendingInvites")}</h3>
      {invites.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("noInvites")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border" data-testid="pending-invites">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1 truncate text-sm">{invite.email}</span>
              <Button
                tone="secondary"
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(inviteLink(team.slug, invite.code));
                    toast.success(t("copied"));
                  } catch {
                    toast.error("Failed to copy content. Please try a different browser.");
                  }
                }}
              >
                {t("copyLink")}
              </Button>
              <Button
                tone="danger"
                onClick={async () => {
                  await api().request("DELETE", "/api/teams/{team}/invites/{id}/", { params: { ...params, id: String(invite.id) } });
                  reload();
                }}
              >
                {t("revokeInvite")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
