import { notFound } from "next/navigation";
import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { PersonalSessionGate } from "@/components/auth/personal-sign-in";
import { AnalysisScreen } from "../analysis-screen";

type Props = { params: Promise<{ name?: string[] }> };

/** /explore/:name? and its aliases /xplore/:name? and /analyze/:name? on the Targeting Toolkit. */
export function toolkitExplorePage(base: "/explore" | "/xplore" | "/analyze") {
  return {
    generateMetadata: () => routeMetadata("toolkit", "explore"),
    Page: async function ToolkitExplorePage({ params }: Props) {
      const { name = [] } = await params;
      if (name.length > 1) notFound();
      const heading = await routeHeading("toolkit", "explore");
      return (
        <PersonalSessionGate heading={heading}>
          <AnalysisScreen face="toolkit" heading={heading} basePath={base} name={name[0] ? decodeURIComponent(name[0]) : undefined} />
        </PersonalSessionGate>
      );
    },
  };
}
