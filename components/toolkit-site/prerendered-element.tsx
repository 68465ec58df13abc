import { prerendered } from "./prerendered";

type Tag = "div" | "header" | "section" | "article" | "form";

/**
 * An element whose content is the same for every visitor of a language, rendered to HTML once per
 * language and server process (components/toolkit-site/prerendered.ts) and sent as one string: the
 * request renders this element only, and the page's payload carries the string instead of a tree.
 * `source`: see `oncePerLanguage` (a part made of stored content, kept as long as its read).
 */
export async function Prerendered({ as: Element = "div", part, render, source, ...attributes }: { as?: Tag; part: string; render: () => React.ReactNode; source?: object } & React.HTMLAttributes<HTMLElement> & { method?: "get" }) {
  const html = await prerendered(part, render, source);
  return <Element {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
