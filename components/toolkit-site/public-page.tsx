import { getTranslations } from "next-intl/server";

export const linkButton = "inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const PRIMARY = `${linkButton} bg-primary text-primary-foreground hover:bg-primary/90`;
const OUTLINE = `${linkButton} border border-border bg-card hover:bg-muted`;

/** The frame of a public toolkit page: its one h1, a lead paragraph, the content, and the ways onward (plain anchors: public pages ship no router code). */
export async function PublicPage({ heading, lead, children, routeId }: { heading: string; lead: string; children: React.ReactNode; routeId: string }) {
  const t = await getTranslations("publicSite.cta");
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-10 px-6 py-12" data-route={`toolkit:${routeId}`}>
      <header className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-4xl font-semibold tracking-tight">{heading}</h1>
        <p className="text-lg text-muted-foreground">{lead}</p>
        <nav aria-label={t("explore")} className="flex flex-wrap gap-3 pt-2">
          <a href="/explore" className={PRIMARY}>
            {t("explore")}
          </a>
          <a href="/request-access" className={OUTLINE}>
            {t("requestAccess")}
          </a>
          <a href="/marketing-materials" className={OUTLINE}>
            {t("materials")}
          </a>
        </nav>
      </header>
      {children}
    </article>
  );
}

export interface TitledText {
  title: string;
  body: string;
}

/** Titled paragraphs as a grid of cards (the body of the about and pro pages, the home page's features). */
export function TextSections({ items, headingLevel = 2 }: { items: TitledText[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <section key={item.title} className="rounded-xl border border-border bg-card p-6">
          <Heading className="text-lg font-semibold">{item.title}</Heading>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.body}</p>
        </section>
      ))}
    </div>
  );
}
