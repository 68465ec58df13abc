import { getTranslations } from "next-intl/server";

/** The 404 body: names the path that was asked for and links home (a plain anchor: the root not-found is in every page's first load). */
export async function NotFoundPanel({ home, path }: { home: string; path: string }) {
  const t = await getTranslations("shell.notFound");
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("body", { path: path.split("?")[0] })}</p>
      <a href={home} className="mt-6 inline-flex text-sm font-medium text-primary hover:underline">
        {t("home")}
      </a>
    </section>
  );
}
