import { routeMetadata } from "@/components/shell/route-heading";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";

type Params = Promise<Record<string, string | string[] | undefined>>;

/** Page module parts for a Deep Thought screen: its heading, then the screen for a signed-in creator (how to sign in otherwise). */
export function deepThoughtPage(routeId: string, screen: (params: Awaited<Params>) => React.ReactNode) {
  return {
    generateMetadata: () => routeMetadata("suite", routeId),
    Page: async function DeepThoughtPage({ params }: { params: Params }) {
      if (!(await hasSession())) return <SuiteSignedOut routeId={routeId} />;
      return <SuitePage routeId={routeId}>{screen(await params)}</SuitePage>;
    },
  };
}
