import { routeHeading } from "@/components/shell/route-heading";

/** A suite page: its heading from the route table, then its screen. */
export async function SuitePage({ routeId, children }: { routeId: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 px-6 py-12" data-route={`suite:${routeId}`}>
      <h1 className="text-3xl font-semibold tracking-tight">{await routeHeading("suite", routeId)}</h1>
      {children}
    </section>
  );
}
