"use client";
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toasts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useTeamLogoMutation, useUpdateTeamMutation } from "@/lib/client/queries/teams";
import { teamNameSchema, type TeamDetail } from "@/lib/schemas/team";
import { Button, ErrorNote, Panel, TextField } from "@/components/auth/parts";
import { TeamAvatar } from "./team-avatar";

export function TeamProfilePanel({ team }: { team: TeamDetail }) {
  const t = useTranslations("teams");
  const admin = team.level === "admin";
  const rename = useUpdateTeamMutation(team.slug);
  const logo = useTeamLogoMutation(team.slug);
  const file = useRef<HTMLInputElement>(null);
  const { form, serverErrors } = useZodForm(teamNameSchema, { defaultValues: { name: team.name } });
  const { errors } = form.formState;
  const saved = { onSuccess: () => toast.success(t("saved")), onError: (e: Error) => toast.error(e.message) };
  const submit = form.handleSubmit(async (body) => {
    try {
      await rename.mutateAsync(body);
      toast.success(t("saved"));
    } catch (e) {
      if (!serverErrors(e)) toast.error((e as Error).message);
    }
  });

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
                  if (chosen) logo.mutate(chosen, saved);
                  e.target.value = "";
                }}
              />
              <Button tone="secondary" busy={logo.isPending && logo.variables !== null} onClick={() => file.current?.click()}>
                {t("uploadLogo")}
              </Button>
              {team.logo && (
                <Button tone="ghost" onClick={() => logo.mutate(null, saved)}>
                  {t("removeLogo")}
                </Button>
              )}
              <p className="text-xs text-muted-foreground">{t("logoHint")}</p>
            </>
          )}
        </div>
        <form noValidate className="flex-1 space-y-4" onSubmit={submit}>
          <TextField id="team-settings-name" label={t("nameLabel")} disabled={!admin} error={errors.name?.message} {...form.register("name")} />
          <TextField id="team-settings-slug" label={t("slugLabel")} value={team.slug} disabled readOnly />
          {errors.root?.server && <ErrorNote>{errors.root.server.message}</ErrorNote>}
          {admin && (
            <Button type="submit" busy={rename.isPending}>
              {t("save")}
            </Button>
          )}
        </form>
      </div>
    </Panel>
  );
}
