"use client";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toasts";
import { useRemoveMemberMutation, useTeamMembersQuery, useUpdateMemberMutation } from "@/lib/client/queries/teams";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import type { TeamDetail } from "@/lib/schemas/team";
import { Badge, Button, ItemRow, Panel } from "@/components/auth/parts";

/** Members and their levels; admins change levels and remove members. */
export function MembersPanel({ team }: { team: TeamDetail }) {
  const t = useTranslations("teams");
  const admin = team.level === "admin";
  const { data: members, error } = useTeamMembersQuery(team.slug);
  useErrorToast(error);
  const update = useUpdateMemberMutation(team.slug);
  const remove = useRemoveMemberMutation(team.slug);
  const failed = (e: Error) => toast.error(e.message);

  return (
    <Panel title={t("membersTitle")} testId="members" actions={members && <span className="text-sm text-muted-foreground">{t("memberCount", { count: members.length })}</span>}>
      <ul className="divide-y divide-border">
        {members?.map((m) => {
          const name = `${m.user.first_name} ${m.user.last_name}`.trim();
          return (
            <ItemRow key={m.id} title={name || m.user.email} detail={name ? m.user.email : null}>
              <Badge>{m.level === "admin" ? t("levelAdmin") : t("levelMember")}</Badge>
              {admin && (
                <>
                  <Button tone="secondary" onClick={() => update.mutate({ id: m.id, level: m.level === "admin" ? "member" : "admin" }, { onError: failed })}>
                    {m.level === "admin" ? t("makeMember") : t("makeAdmin")}
                  </Button>
                  <Button tone="danger" onClick={() => remove.mutate(m.id, { onSuccess: () => toast.success(t("memberRemoved")), onError: failed })}>
                    {t("removeMember")}
                  </Button>
                </>
              )}
            </ItemRow>
          );
        })}
      </ul>
    </Panel>
  );
}
