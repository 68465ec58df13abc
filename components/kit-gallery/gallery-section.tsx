import { cn } from "@/components/ui/cn";

type GallerySectionProps = {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
  className?: string;
};

/** One component's block in the gallery: an anchored heading, a line of context, the specimens. */
export function GallerySection({ id, title, description, children, className }: GallerySectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-kit-section={id} className="scroll-mt-24">
      <div className="mb-4 flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-foreground">
          {title}
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{description}</p>
      </div>
      <div className={cn("rounded-2xl border border-border bg-card p-5 shadow-sm shadow-black/5 sm:p-6", className)}>{children}</div>
    </section>
  );
}

/** A captioned cell inside a section, for one state of a component. */
export function Specimen({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-2.5", className)}>
      <span className="text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">{label}</span>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
