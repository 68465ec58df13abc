"use client";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { api } from "@/lib/client/http/api";
import { isSignedOut } from "@/lib/client/auth/use-me";
import { redirectToLogin } from "@/lib/client/return-path";
import { safeStorage } from "@/lib/client/auth/storage";
import { toast } from "@/lib/client/toasts";
import { RECENT_TEAM_KEY } from "@/lib/domain/recent-team";
import { HttpError } from "@/lib/domain/http-errors";
import { Button, ErrorNote, Loading, Panel } from "@/components/auth/parts";
import { TeamAvatar } from "./team-avatar";

interface InviteView {
  code: string;
  message: string;
  email: string | null;
  team: { slug: string; name: string; logo: string | null };
}

/** Shows who invites you and accepts with the code from the link (sign-in first if needed). */
export function InviteAcceptScreen({ teamId, code }: { teamId: string; code: string | null }) {
  const t = useTranslations("teams");
  const [invite, setInvite] = useState<InviteView | null>(null);
  const [error, setError] = useState<string | null>(code ? null : t("inviteMissingCode"));
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  useEffect(() => {
    if (!code) return;
    api()
      .request<InviteView>("GET", "/api/teams/{team}/invites/{code}/", { params: { team: teamId, code } })
      .then(setInvite)
      .catch((e) => (isSignedOut(e) ? redirectToLogin() : setError(t("inviteInvalid"))));
  }, [code, teamId, t]);

  async function accept() {
    if (!invite) return;
    setBusy(true);
    try {
      await api().request("POST", "/api/teams/{team}/invites/accept/", { params: { team: teamId }, body: { code: invite.code } });
      safeStorage.set(RECENT_TEAM_KEY, invite.team.slug);
      toast.success(t("inviteAccepted", { team: invite.team.name }));
      router.push(`/${invite.team.slug}/team`);
    } catch (e) {
      setError(e instanceof HttpError && e.status === 409 ? t("inviteOtherAddress", { email: invite.email ?? "" }) : t("inviteInvalid"));
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-6 py-12">
      {error ? (
        <ErrorNote>{error}</ErrorNote>
      ) : !invite ? (
        <Loading />
      ) : (
        <Panel testId="invite-accept">
          <div className="flex items-center gap-4">
            <TeamAvatar name={invite.team.name} logo={invite.team.logo} size={48} />
            <div>
              <h1 className="text-xl font-semibold tracking-tight">{t("inviteAcceptTitle", { team: invite.team.name })}</h1>
              <p className="text-sm text-muted-foreground">{t("inviteAcceptBody", { team: invite.team.name })}</p>
            </div>
          </div>
          {invite.message && <blockquote className="mt-4 border-l-2 border-border pl-3 text-sm whitespace-pre-line">{invite.message}</blockquote>}
          <Button className="mt-6 w-full" busy={busy} onClick={accept}>
            {t("inviteAccept")}
          </Button>
        </Panel>
      )}
    </div>
  );
}
