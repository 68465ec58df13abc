import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { PersonalSessionGate } from "@/components/auth/personal-sign-in";
import { CompetitorAnalysisScreen } from "@/components/research/competitor-analysis-screen";

export const generateMetadata = () => routeMetadata("toolkit", "competitorAnalysis");

/** /competitor-analysis: a research tool, for signed-in toolkit users. */
export default async function CompetitorAnalysisPage() {
  const heading = await routeHeading("toolkit", "competitorAnalysis");
  return (
    <PersonalSessionGate heading={heading}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <CompetitorAnalysisScreen />
      </div>
    </PersonalSessionGate>
  );
}
