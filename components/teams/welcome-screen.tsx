"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMeQuery } from "@/lib/client/queries/user";
import { useCreateTeamMutation } from "@/lib/client/queries/teams";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { safeStorage } from "@/lib/client/auth/storage";
import { toast } from "@/lib/client/toasts";
import { parseInviteInput, RECENT_TEAM_KEY } from "@/lib/domain/recent-team";
import { slugify } from "@/lib/domain/slug";
import { createTeamFormSchema, joinTeamSchema } from "@/lib/schemas/team";
import { Button, Loading, Panel, TextField } from "@/components/auth/parts";

/** Onboarding: create a team (you become its admin) or join one with an invite. */
export function WelcomeScreen() {
  const t = useTranslations("teams");
  const { data: me } = useMeQuery();
  const create = useCreateTeamMutation();
  const router = useRouter();
  const { form: team, serverErrors } = useZodForm(createTeamFormSchema, { defaultValues: { name: "", slug: "" } });
  const { form: join } = useZodForm(joinTeamSchema, { defaultValues: { invite: "" } });
  if (!me) return <Loading />;

  const submitTeam = team.handleSubmit(async ({ name, slug }) => {
    try {
      const created = await create.mutateAsync({ name, ...(slug ? { slug } : {}) });
      safeStorage.set(RECENT_TEAM_KEY, created.slug);
      toast.success(t("created"));
      router.push(`/${created.slug}/team`);
    } catch (e) {
      if (!serverErrors(e)) team.setError("root.server", { type: "server", message: (e as Error).message });
    }
  });

  const submitJoin = join.handleSubmit(({ invite }) => {
    const parsed = parseInviteInput(invite);
    if (!parsed?.team) return join.setError("invite", { type: "invalid", message: t("inviteInvalid") });
    router.push(`/${parsed.team}/invite-accept?code=${encodeURIComponent(parsed.code)}`);
  });

  const name = team.register("name", {
    // The address follows the name until the user edits it.
    onChange: (e) => {
      if (!team.getFieldState("slug").isDirty) team.setValue("slug", slugify(e.target.value));
    },
  });
  const slug = team.register("slug", { setValueAs: (v: string) => v.toLowerCase() });
  // What the server says that is not about the name is about the address.
  const slugError = team.formState.errors.slug?.message ?? team.formState.errors.root?.server?.message;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-6 py-12">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("welcomeTitle")}</h1>
        <p className="mt-1 text-muted-foreground">{t("welcomeBody")}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title={t("createTitle")} testId="create-team">
          <form noValidate className="space-y-4" onSubmit={submitTeam}>
            <TextField id="team-name" label={t("nameLabel")} error={team.formState.errors.name?.message} {...name} />
            <TextField id="team-slug" label={t("slugLabel")} hint={t("slugHint")} error={slugError} {...slug} />
            <Button type="submit" busy={create.isPending || create.isSuccess} className="w-full">
              {t("create")}
            </Button>
          </form>
        </Panel>
        <Panel title={t("joinTitle")} testId="join-team">
          <form noValidate className="space-y-4" onSubmit={submitJoin}>
            <p className="text-sm text-muted-foreground">{t("joinBody")}</p>
            <TextField id="invite-code" label={t("inviteCodeLabel")} error={join.formState.errors.invite?.message} {...join.register("invite")} />
            <Button type="submit" tone="secondary" className="w-full">
              {t("join")}
            </Button>
          </form>
        </Panel>
      </div>
    </div>
  );
}
