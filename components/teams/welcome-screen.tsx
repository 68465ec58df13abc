"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { api } from "@/lib/client/http/api";
import { useMe } from "@/lib/client/auth/use-me";
import { safeStorage } from "@/lib/client/auth/storage";
import { toast } from "@/lib/client/toasts";
import { parseInviteInput, RECENT_TEAM_KEY } from "@/lib/domain/recent-team";
import { slugify } from "@/lib/domain/slug";
import { HttpError } from "@/lib/domain/http-errors";
import type { TeamDetail } from "@/lib/schemas/team";
import { Button, Form, Loading, Panel, TextField } from "@/components/auth/parts";

function fieldError(e: unknown, field: string): string | null {
  const body = e instanceof HttpError ? (e.response as Record<string, string[] | string> | null) : null;
  const value = body?.[field];
  return Array.isArray(value) ? value[0] : null;
}

/** Onboarding: create a team (you become its admin) or join one with an invite. */
export function WelcomeScreen() {
  const t = useTranslations("teams");
  const { me } = useMe();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<{ name?: string | null; slug?: string | null; invite?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const [invite, setInvite] = useState("");
  const router = useRouter();
  if (!me) return <Loading />;

  async function create() {
    setBusy(true);
    setErrors({});
    try {
      const team = await api().request<TeamDetail>("POST", "/api/teams/", { body: { name, ...(slug ? { slug } : {}) } });
      safeStorage.set(RECENT_TEAM_KEY, team.slug);
      toast.success(t("created"));
      router.push(`/${team.slug}/team`);
    } catch (e) {
      setErrors({ name: fieldError(e, "name"), slug: fieldError(e, "slug") ?? (fieldError(e, "name") ? null : (e as Error).message) });
      setBusy(false);
    }
  }

  function join() {
    const parsed = parseInviteInput(invite);
    if (!parsed?.team) return setErrors({ invite: t("inviteInvalid") });
    router.push(`/${parsed.team}/invite-accept?code=${encodeURIComponent(parsed.code)}`);
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-6 py-12">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("welcomeTitle")}</h1>
        <p className="mt-1 text-muted-foreground">{t("welcomeBody")}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title={t("createTitle")} testId="create-team">
          <Form className="space-y-4" onSubmit={create}>
            <TextField
              id="team-name"
              label={t("nameLabel")}
              value={name}
              error={errors.name}
              onChange={(e) => {
                setName(e.target.value);
                if (!slugTouched) setSlug(slugify(e.target.value));
              }}
            />
            <TextField
              id="team-slug"
              label={t("slugLabel")}
              hint={t("slugHint")}
              value={slug}
              error={errors.slug}
              onChange={(e) => {
                setSlugTouched(true);
                setSlug(e.target.value.toLowerCase());
              }}
            />
            <Button type="submit" busy={busy} className="w-full">
              {t("create")}
            </Button>
          </Form>
        </Panel>
        <Panel title={t("joinTitle")} testId="join-team">
          <Form className="space-y-4" onSubmit={join}>
            <p className="text-sm text-muted-foreground">{t("joinBody")}</p>
            <TextField id="invite-code" label={t("inviteCodeLabel")} value={invite} error={errors.invite} onChange={(e) => setInvite(e.target.value)} />
            <Button type="submit" tone="secondary" className="w-full">
              {t("join")}
            </Button>
          </Form>
        </Panel>
      </div>
    </div>
  );
}
