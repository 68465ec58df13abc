"use client";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toasts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useRevokeInviteMutation, useSendInviteMutation, useTeamInvitesQuery } from "@/lib/client/queries/teams";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { createInviteSchema, type TeamDetail } from "@/lib/schemas/team";
import { Button, ErrorNote, Panel, TextField } from "@/components/auth/parts";

function inviteLink(slug: string, code: string): string {
  return `${window.location.origin}/${slug}/invite-accept?code=${encodeURIComponent(code)}`;
}

/** Admins invite by e-mail (the invite is sent by mail) and see pending invites with their links. */
export function InvitesPanel({ team }: { team: TeamDetail }) {
  const t = useTranslations("teams");
  const { data, error } = useTeamInvitesQuery(team.slug);
  useErrorToast(error);
  const send = useSendInviteMutation(team.slug);
  const revoke = useRevokeInviteMutation(team.slug);
  const { form, serverErrors } = useZodForm(createInviteSchema, { defaultValues: { invite: { email: "", message: "" } } });
  const { errors } = form.formState;
  const invites = data ?? [];

  const submit = form.handleSubmit(async ({ invite }) => {
    try {
      await send.mutateAsync(invite);
      toast.success(t("inviteSent", { email: invite.email }));
      form.reset();
    } catch (e) {
      if (!serverErrors(e)) toast.error((e as Error).message);
    }
  });

  return (
    <Panel title={t("invitesTitle")} testId="invites">
      <form noValidate className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end" onSubmit={submit}>
        <TextField id="invite-email" type="email" label={t("inviteEmailLabel")} error={errors.invite?.email?.message} {...form.register("invite.email")} />
        <TextField id="invite-message" label={t("inviteMessageLabel")} error={errors.invite?.message?.message} {...form.register("invite.message")} />
        <Button type="submit" busy={send.isPending}>
          {t("sendInvite")}
        </Button>
      </form>
      {errors.root?.server && (
        <div className="mt-3">
          <ErrorNote>{errors.root.server.message}</ErrorNote>
        </div>
      )}
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
              <Button tone="danger" onClick={() => revoke.mutate(invite.id, { onError: (e) => toast.error(e.message) })}>
                {t("revokeInvite")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
