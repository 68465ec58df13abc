/** The frame of a request page: its h1 and lead, then the form or the answer. */
export function RequestPage({ heading, lead, routeId, children }: { heading: string; lead?: string; routeId: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12" data-route={`toolkit:${routeId}`}>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
        {lead && <p className="text-muted-foreground">{lead}</p>}
      </header>
      {children}
    </section>
  );
}
