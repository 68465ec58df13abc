import { SkipLink } from "../skip-link";

/**
 * Layout "pro-targeting": the Targeting Toolkit's header around a page; the stored theme, dark by
 * default. Its parts come from the caller, so the public pages' layout imports no app-only code.
 */
export function ToolkitFrame(props: { brand: React.ReactNode; nav: React.ReactNode; controls: React.ReactNode; before?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div data-layout="pro-targeting" className="min-h-screen">
      {props.before}
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-6 py-3">
          {props.brand}
          {props.nav}
          <div className="flex items-center gap-2">{props.controls}</div>
        </div>
      </header>
      <main id="main">{props.children}</main>
    </div>
  );
}
