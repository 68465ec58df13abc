"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { ErrorNote, Loading } from "@/components/auth/parts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useListMutations } from "@/lib/client/queries/list-mutations";
import { useListMembersQuery } from "@/lib/client/queries/use-list-members-query";
import { useListsQuery } from "@/lib/client/queries/use-lists-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { LIST_MEMBERS_MAX, LIST_NAME_MAX } from "@/lib/domain/creators/x-limits";
import { handleBodySchema, listNameSchema, type ListView } from "@/lib/schemas/creators";
import { WithActiveAccount } from "./no-account";
import { useNumbers } from "./use-numbers";


/** /premium-suite/lists: the account's X lists; create, rename, delete; add and remove members. */
export function ListsScreen() {
  return <WithActiveAccount>{(account) => <Lists account={account.id} />}</WithActiveAccount>;
}

function Lists({ account }: { account: number }) {
  const t = useTranslations("deepThought.lists");
  const query = useListsQuery(account);
  useErrorToast(query.error);
  const [open, setOpen] = useState<string | null>(null);
  if (!query.data) return <Loading />;
  return (
    <div className="space-y-6">
      <CreateList account={account} />
      {!query.data.length && <p className="text-sm text-muted-foreground">{t("empty")}</p>}
      <ul className="space-y-3" data-testid="lists">
        {query.data.map((l) => (
          <ListRow key={l.id} account={account} list={l} open={open === l.id} onToggle={() => setOpen(open === l.id ? null : l.id)} />
        ))}
      </ul>
    </div>
  );
}

function CreateList({ account }: { account: number }) {
  const t = useTranslations("deepThought.lists");
  const { create } = useListMutations(account);
  const { form, serverErrors } = useZodForm(listNameSchema, { defaultValues: { name: "" } });
  const submit = form.handleSubmit((v) => create.mutateAsync(v).then(() => form.reset(), (e) => serverErrors(e) || toastHttpError(e)));
  return (
    <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={submit}>
      <Field id="list-name" label={t("name")} hint={t("nameHint", { max: LIST_NAME_MAX })} error={form.formState.errors.name?.message} className="min-w-64 flex-1">
        <TextInput {...form.register("name")} />
      </Field>
      <Button type="submit" pending={create.isPending}>{t("create")}</Button>
    </form>
  );
}

function ListRow({ account, list, open, onToggle }: { account: number; list: ListView; open: boolean; onToggle: () => void }) {
  const t = useTranslations("deepThought.lists");
  const f = useNumbers();
  const { rename, remove } = useListMutations(account);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { form, serverErrors } = useZodForm(listNameSchema, { values: { name: list.name } });
  const submit = form.handleSubmit((v) => rename.mutateAsync({ list: list.id, name: v.name }).then(() => setEditing(false), (e) => serverErrors(e) || toastHttpError(e)));
  return (
    <Card data-testid="list">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        {editing ? (
          <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={submit}>
            <Field id={`rename-${list.id}`} label={t("newName")} error={form.formState.errors.name?.message}>
              <TextInput {...form.register("name")} />
            </Field>
            <Button type="submit" size="sm" pending={rename.isPending}>{t("save")}</Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>{t("cancel")}</Button>
          </form>
        ) : (
          <CardTitle>
            {list.name} <span className="text-sm font-normal text-muted-foreground">· {t("members", { count: list.member_count, formatted: f.count(list.member_count) })}</span>
          </CardTitle>
        )}
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onToggle}>{open ? t("hideMembers") : t("showMembers")}</Button>
          {!editing && <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>{t("rename")}</Button>}
          {confirming ? (
            <Button size="sm" variant="danger" pending={remove.isPending} onClick={() => remove.mutateAsync(list.id).catch(toastHttpError)}>{t("confirmDelete")}</Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>{t("delete")}</Button>
          )}
        </div>
      </CardHeader>
      {open && (
        <CardContent>
          <Members account={account} list={list} />
        </CardContent>
      )}
    </Card>
  );
}

function Members({ account, list }: { account: number; list: ListView }) {
  const t = useTranslations("deepThought.lists");
  const members = useListMembersQuery(account, list.id);
  const { addMember, removeMember } = useListMutations(account);
  const { form, serverErrors } = useZodForm(handleBodySchema, { defaultValues: { handle: "" } });
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => void members.refetch();
  const submit = form.handleSubmit((v) =>
    addMember.mutateAsync({ list: list.id, handle: v.handle }).then(
      () => (form.reset(), setProblem(null), refresh()),
      (e) => serverErrors(e) || toastHttpError(e),
    ),
  );
  return (
    <div className="space-y-3">
      <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={submit}>
        <Field id={`add-${list.id}`} label={t("addMember")} hint={t("membersHint", { max: LIST_MEMBERS_MAX.toLocaleString() })} error={form.formState.errors.handle?.message ?? form.formState.errors.root?.server?.message}>
          <TextInput placeholder="@handle" {...form.register("handle")} />
        </Field>
        <Button type="submit" size="sm" pending={addMember.isPending}>{t("add")}</Button>
      </form>
      {problem && <ErrorNote>{problem}</ErrorNote>}
      <ul className="divide-y divide-border text-sm" data-testid="list-members">
        {members.data?.map((m) => (
          <li key={m.id} className="flex items-center justify-between py-2">
            <span>{m.name || m.handle} <span className="text-muted-foreground">@{m.handle}</span></span>
            <Button size="sm" variant="ghost" onClick={() => removeMember.mutateAsync({ list: list.id, member: m.id }).then(refresh, (e) => setProblem(String((e as Error).message)))}>
              {t("remove")}
            </Button>
          </li>
        ))}
      </ul>
      {members.data && !members.data.length && <p className="text-sm text-muted-foreground">{t("noMembers")}</p>}
    </div>
  );
}
