import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { PersonalSessionGate } from "@/components/auth/personal-sign-in";
import { CreatorsScreen } from "@/components/research/creators-screen";
import { FeatureGate } from "@/components/research/feature-gate";

export const generateMetadata = () => routeMetadata("toolkit", "creators");

/** /creators: a research tool for signed-in toolkit users on the Creators allow-list (spec §6). */
export default async function CreatorsPage() {
  const heading = await routeHeading("toolkit", "creators");
  return (
    <PersonalSessionGate heading={heading}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <FeatureGate feature="creators">
          <CreatorsScreen />
        </FeatureGate>
      </div>
    </PersonalSessionGate>
  );
}
