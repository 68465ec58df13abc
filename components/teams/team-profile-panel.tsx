"use client";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import type { TeamDetail } from "@/lib/schemas/team";
import { Button, Form, Panel, TextField } from "@/components/auth/parts";
import { TeamAvatar } from "./team-avatar";

export function TeamProfilePanel({ team, onSaved }: { team: TeamDetail; onSaved: (t: TeamDetail) => void }) {
  const t = useTranslations("teams");
  const admin = team.level === "admin";
  const [name, setName] = useState(team.name);
  const [busy, setBusy] = useState<"name" | "logo" | null>(null);
  const file = useRef<HTMLInputElement>(null);

  async function run(kind: "name" | "logo", call: () => Promise<TeamDetail>) {
    setBusy(kind);
    try {
      onSaved(await call());
      toast.success(t("saved"));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  }
  const params = { team: team.slug };

  return (
    <Panel title={team.name} testId="team-profile">
      <div className="flex flex-col gap-6 sm:flex-row">
        <div className="flex flex-col items-center gap-2">
          <TeamAvatar name={team.name} logo={team.logo} size={72} />
          {admin && (
            <>
              <input
                ref={file}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="sr-only"
                aria-label={t("uploadLogo")}
                onChange={(e) => {
                  const chosen = e.target.files?.[0];
                  if (chosen) void run("logo", () => api().request<TeamDetail>("POST", "/api/teams/{team}/logo/", { params, body: { file: chosen } }));
                  e.target.value = "";
                }}
              />
              <Button tone="secondary" busy={busy === "logo"} onClick={() => file.current?.click()}>
                {t("uploadLogo")}
              </Button>
              {team.logo && (
                <Button tone="ghost" onClick={() => run("logo", () => api().request<TeamDetail>("DELETE", "/api/teams/{team}/logo/", { params }))}>
                  {t("removeLogo")}
                </Button>
              )}
              <p className="text-xs text-muted-foreground">{t("logoHint")}</p>
            </>
          )}
        </div>
        <Form className="flex-1 space-y-4" onSubmit={() => run("name", () => api().request<TeamDetail>("PATCH", "/api/teams/{team}/", { params, body: { name } }))}>
          <TextField id="team-settings-name" label={t("nameLabel")} value={name} disabled={!admin} onChange={(e) => setName(e.target.value)} />
          <TextField id="team-settings-slug" label={t("slugLabel")} value={team.slug} disabled readOnly />
          {admin && (
            <Button type="submit" busy={busy === "name"}>
              {t("save")}
            </Button>
          )}
        </Form>
      </div>
    </Panel>
  );
}
