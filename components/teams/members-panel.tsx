"use client";
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { useLoad } from "@/lib/client/auth/use-load";
import type { TeamDetail, TeamMember } from "@/lib/schemas/team";
import { Button, Panel } from "@/components/auth/parts";

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
            <li key={m.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{name || m.user.email}</span>
                {name && <span className="block truncate text-xs text-muted-foreground">{m.user.email}</span>}
              </span>
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">{m.level === "admin" ? t("levelAdmin") : t("levelMember")}</span>
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
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
