import { getTranslations } from "next-intl/server";
import { Prerendered } from "./prerendered-element";

export const linkButton = "inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const PRIMARY = `${linkButton} bg-primary text-primary-foreground hover:bg-primary/90`;
const OUTLINE = `${linkButton} border border-border bg-card hover:bg-muted`;

export interface PageIntro {
  heading: string;
  lead: string;
}

/** The top of a public page: its one h1, a lead paragraph and the ways onward (plain anchors: public pages ship no router code). */
async function PublicPageIntro({ intro }: { intro: () => Promise<PageIntro> }) {
  const [{ heading, lead }, t] = await Promise.all([intro(), getTranslations("publicSite.cta")]);
  return (
    <>
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
    </>
  );
}

/**
 * The frame of a public toolkit page: its top (heading, lead, ways onward; `intro` gives the page's
 * words, from messages only), prerendered once per language, then the content.
 */
export function PublicPage({ routeId, intro, children }: { routeId: string; intro: () => Promise<PageIntro>; children: React.ReactNode }) {
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-10 px-6 py-12" data-route={`toolkit:${routeId}`}>
      <Prerendered as="header" part={`intro:${routeId}`} className="flex max-w-3xl flex-col gap-4" render={() => <PublicPageIntro intro={intro} />} />
      {children}
    </article>
  );
}

export interface TitledText {
  title: string;
  body: string;
}

function SectionCards({ items, headingLevel }: { items: TitledText[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return items.map((item) => (
    <section key={item.title} className="rounded-xl border border-border bg-card p-6">
      <Heading className="text-lg font-semibold">{item.title}</Heading>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.body}</p>
    </section>
  ));
}

/**
 * Titled paragraphs as a grid of cards (the body of the about and pro pages, the home page's
 * features), prerendered once per language: `items` reads them from the messages.
 */
export function TextSections({ part, items, headingLevel = 2 }: { part: string; items: () => Promise<TitledText[]>; headingLevel?: 2 | 3 }) {
  return <Prerendered part={`sections:${part}`} className="grid gap-4 sm:grid-cols-2" render={async () => <SectionCards items={await items()} headingLevel={headingLevel} />} />;
}
