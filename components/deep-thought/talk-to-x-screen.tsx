"use client";
import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useTalkToXMutation } from "@/lib/client/queries/use-talk-to-x-mutation";
import { talkToXQuestionSchema } from "@/lib/schemas/creator-posts";
import { TalkToXFigures } from "./talk-to-x-figures";
import { WithActiveAccount } from "./no-account";

/** /premium-suite/talk-to-x: a chat about the creator's own data, answers streamed in the screen's language. */
export function TalkToXScreen() {
  return <WithActiveAccount>{(account) => <TalkToX account={account.id} />}</WithActiveAccount>;
}

type Turn = { question: string; answer: string; failed?: string };

function TalkToX({ account }: { account: number }) {
  const t = useTranslations("deepThought.talk");
  const language = useLocale() === "ja" ? "ja" : "en";
  const [turns, setTurns] = useState<Turn[]>([]);
  const abort = useRef<AbortController | null>(null);
  const onPiece = (text: string) => setTurns((all) => all.map((turn, i) => (i === all.length - 1 ? { ...turn, answer: turn.answer + text } : turn)));
  const stream = useTalkToXMutation(account, onPiece);
  const { form } = useZodForm(talkToXQuestionSchema, { defaultValues: { question: "" } });
  useEffect(() => () => abort.current?.abort(), []);

  async function ask(question: string) {
    setTurns((all) => [...all, { question, answer: "" }]);
    abort.current = new AbortController();
    try {
      await stream.mutateAsync({ question, language, signal: abort.current.signal });
    } catch (e) {
      if ((e as { name?: string })?.name === "AbortError") return;
      const failed = e instanceof Error ? e.message : String(e);
      setTurns((all) => all.map((turn, i) => (i === all.length - 1 ? { ...turn, failed } : turn)));
    }
  }
  const submit = (e: React.FormEvent) =>
    form.handleSubmit(({ question }) => {
      form.reset();
      return ask(question);
    })(e);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card>
        <CardHeader><CardTitle>{t("title")}</CardTitle></CardHeader>
        <CardContent className="space-y-4">
          {turns.length === 0 && (
            <div className="space-y-2">
              <p className="text-sm text-muted-foreground">{t("intro")}</p>
              <div className="flex flex-wrap gap-2">
                {(["followers", "bestTime", "payout", "engagers"] as const).map((k) => (
                  <Button key={k} size="sm" variant="outline" onClick={() => ask(t(`examples.${k}`))}>{t(`examples.${k}`)}</Button>
                ))}
              </div>
            </div>
          )}
          <ol className="space-y-4" data-testid="talk-thread" aria-live="polite">
            {turns.map((turn, i) => (
              <li key={i} className="space-y-2">
                <p className="ms-auto w-fit max-w-[85%] rounded-xl bg-primary px-3 py-2 text-sm text-primary-foreground">{turn.question}</p>
                <p className="w-fit max-w-[85%] whitespace-pre-wrap rounded-xl border border-border px-3 py-2 text-sm" data-testid="talk-answer">
                  {turn.answer || (turn.failed ? "" : t("thinking"))}
                  {turn.failed && <span className="text-destructive" role="alert">{turn.failed}</span>}
                </p>
              </li>
            ))}
          </ol>
          <form className="flex items-end gap-2" noValidate onSubmit={submit}>
            <Field id="talk-question" label={t("question")} error={form.formState.errors.question?.message} className="flex-1">
              <TextInput placeholder={t("placeholder")} autoComplete="off" {...form.register("question")} />
            </Field>
            <Button type="submit" pending={stream.isPending}>{t("ask")}</Button>
          </form>
          <p className="text-xs text-muted-foreground">{t("method")}</p>
        </CardContent>
      </Card>
      <TalkToXFigures account={account} />
    </div>
  );
}
