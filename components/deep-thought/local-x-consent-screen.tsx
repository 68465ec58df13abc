"use client";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loading, Panel } from "@/components/auth/parts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useLocalConsentDecisionMutation, useLocalConsentQuery } from "@/lib/client/queries/local-x-consent";
import { localConsentFormSchema, localConsentRequestSchema, type LocalConsentRequest } from "@/lib/schemas/x-sign-in";

/**
 * /local-x-consent: the embedded stand-in for X's authorize page (no X client configured). The
 * creator signs in as an account of the local data and allows or denies what Deep Thought asks for.
 */
export function LocalXConsentScreen({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("deepThought.consent");
  const parsed = localConsentRequestSchema.safeParse(Object.fromEntries(useSearchParams()));
  const request = signedIn && parsed.success ? parsed.data : null;
  const info = useLocalConsentQuery(request);
  const refused = !signedIn ? t("signInFirst") : !parsed.success ? parsed.error.issues[0].message : info.error?.message;
  if (refused)
    return (
      <Panel testId="consent">
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {refused}
        </p>
      </Panel>
    );
  if (!request || !info.data) return <Loading />;
  return <ConsentForm request={request} scopes={info.data.scopes} suggestions={info.data.suggestions} client={info.data.client_name} />;
}

function ConsentForm({ request, scopes, suggestions, client }: { request: LocalConsentRequest; scopes: string[]; suggestions: string[]; client: string }) {
  const t = useTranslations("deepThought.consent");
  const decide = useLocalConsentDecisionMutation(request);
  const { form, serverErrors } = useZodForm(localConsentFormSchema, { defaultValues: { handle: suggestions[0] ?? "" } });
  const go = (r: { redirect_to: string }) => window.location.assign(r.redirect_to);
  const allow = form.handleSubmit((v) => decide.mutateAsync({ decision: "allow", handle: v.handle }).then(go, (e) => serverErrors(e) || toastHttpError(e)));
  const deny = () => decide.mutateAsync({ decision: "deny" }).then(go, toastHttpError);
  const busy = decide.isPending || decide.isSuccess;
  // Message keys cannot hold X's dots (users.read): they are spelled with underscores.
  const scopeWords = (scope: string) => {
    const key = `scopes.${scope.replace(/\./g, "_")}` as "scopes.users_read";
    return t.has(key) ? t(key) : scope;
  };
  return (
    <Panel testId="consent">
      <form className="space-y-5" noValidate onSubmit={allow}>
        <p className="text-sm">{t("asks", { client })}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="consent-scopes">
          {scopes.map((s) => (
            <li key={s}>{scopeWords(s)}</li>
          ))}
        </ul>
        <Field id="consent-handle" label={t("signInAs")} hint={t("signInAsHint")} error={form.formState.errors.handle?.message}>
          <TextInput {...form.register("handle")} />
        </Field>
        <div className="flex flex-wrap gap-2" aria-label={t("suggestions")}>
          {suggestions.map((h) => (
            <Button key={h} type="button" size="sm" variant="outline" onClick={() => form.setValue("handle", h, { shouldValidate: true })}>
              @{h}
            </Button>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{t("embeddedNote")}</p>
        <div className="flex gap-2">
          <Button type="submit" pending={busy}>{t("allow")}</Button>
          <Button type="button" variant="outline" disabled={busy} onClick={deny}>{t("deny")}</Button>
        </div>
      </form>
    </Panel>
  );
}
