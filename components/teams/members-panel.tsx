"use client";
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { useLoad } from "@/lib/client/auth/use-load";
import type { TeamDetail, TeamMember } from "@/lib/schemas/team";
import { Badge, Button, ItemRow, Panel } from "@/components/auth/parts";

const showError = (e: unknown) => toast.error((e as Error).message);

/** Members and their levels; admins change levels and remove members. */
export function MembersPanel({ team }: { team: TeamDetail }) {
  const t = useTranslations("teams");
  const admin = team.level === "admin";
  const loader = useCallback(() => api().request<TeamMember[]>("GET", "/api/teams/{team}/members/", { params: { team: team.slug } }), [team.slug]);
  const { data: members, reload } = useLoad(loader, showError);

  async function act(call: () => Promise<unknown>, done?: string) {
    try {
      await call();
      if (done) toast.success(done);
      reload();
    } catch (e) {
      toast.error((e as Error).message);
    }
  }

  return (
    <Panel title={t("membersTitle")} testId="members" actions={members && <span className="text-sm text-muted-foreground">{t("memberCount", { count: members.length })}</span>}>
      <ul className="divide-y divide-border">
        {members?.map((m) => {
          const params = { team: team.slug, id: String(m.id) };
          const name = `${m.user.first_name} ${m.user.last_name}`.trim();
          return (
            <ItemRow key={m.id} title={name || m.user.email} detail={name ? m.user.email : null}>
              <Badge>{m.level === "admin" ? t("levelAdmin") : t("levelMember")}</Badge>
              {admin && (
                <>
                  <Button tone="secondary" onClick={() => act(() => api().request("PATCH", "/api/teams/{team}/members/{id}/", { params, body: { level: m.level === "admin" ? "member" : "admin" } }))}>
                    {m.level === "admin" ? t("makeMember") : t("makeAdmin")}
                  </Button>
                  <Button tone="danger" onClick={() => act(() => api().request("DELETE", "/api/teams/{team}/members/{id}/", { params }), t("memberRemoved"))}>
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
