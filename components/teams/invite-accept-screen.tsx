"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useAcceptInviteMutation, useInviteQuery } from "@/lib/client/queries/teams";
import { isSignedOut } from "@/lib/client/queries/signed-out";
import { safeStorage } from "@/lib/client/auth/storage";
import { toast } from "@/lib/client/toasts";
import { RECENT_TEAM_KEY } from "@/lib/domain/recent-team";
import { HttpError } from "@/lib/domain/http-errors";
import { Button, ErrorNote, Loading, Panel } from "@/components/auth/parts";
import { TeamAvatar } from "./team-avatar";

/** Shows who invites you and accepts with the code from the link (sign-in first if needed). */
export function InviteAcceptScreen({ teamId, code }: { teamId: string; code: string | null }) {
  const t = useTranslations("teams");
  const { data: invite, error: loadError } = useInviteQuery(teamId, code);
  const accepting = useAcceptInviteMutation(teamId);
  const router = useRouter();
  const acceptError = accepting.error;
  const error = !code
    ? t("inviteMissingCode")
    : acceptError
      ? acceptError instanceof HttpError && acceptError.status === 409
        ? t("inviteOtherAddress", { email: invite?.email ?? "" })
        : t("inviteInvalid")
      : loadError && !isSignedOut(loadError)
        ? t("inviteInvalid")
        : null;

  function accept() {
    if (!invite) return;
    accepting.mutate(invite.code, {
      onSuccess: () => {
        safeStorage.set(RECENT_TEAM_KEY, invite.team.slug);
        toast.success(t("inviteAccepted", { team: invite.team.name }));
        router.push(`/${invite.team.slug}/team`);
      },
    });
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
          <Button className="mt-6 w-full" busy={accepting.isPending || accepting.isSuccess} onClick={accept}>
            {t("inviteAccept")}
          </Button>
        </Panel>
      )}
    </div>
  );
}
