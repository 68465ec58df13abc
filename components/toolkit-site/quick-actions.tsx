"use client";
import { useSyncExternalStore } from "react";
import { readPersonalSession, subscribePersonalSession } from "@/lib/client/auth/personal-session";

const ACTIONS = [
  ["/explore", "explore"],
  ["/audience-builder", "audienceBuilder"],
  ["/my-audiences", "myAudiences"],
  ["/targeting-lists", "targetingLists"],
] as const;

export interface QuickActionLabels {
  title: string;
  /** "Signed in as {email}." with the placeholder left in. */
  lead: string;
  actions: Record<(typeof ACTIONS)[number][1], string>;
}

/**
 * The signed-in visitor's shortcuts. The toolkit's session lives in the browser (spec §3), so the
 * server renders nothing here and the browser fills it in; labels come from the server as props.
 */
export function QuickActions({ labels }: { labels: QuickActionLabels }) {
  const session = useSyncExternalStore(subscribePersonalSession, readPersonalSession, () => null);
  if (!session) return null;
  return (
    <section aria-labelledby="quick-actions" className="rounded-xl border border-primary/40 bg-card p-6" data-testid="quick-actions">
      <h2 id="quick-actions" className="text-lg font-semibold">
        {labels.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{labels.lead.replace("{email}", session.signedInAs || session.email)}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {ACTIONS.map(([href, key]) => (
          <li key={href}>
            <a href={href} className="inline-flex h-9 items-center rounded-lg bg-muted px-3 text-sm font-medium hover:bg-muted/70">
              {labels.actions[key]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
