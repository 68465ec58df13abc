import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { PersonalSessionGate } from "@/components/auth/personal-sign-in";
import { TopicClustersScreen } from "@/components/research/topic-clusters-screen";

export const generateMetadata = () => routeMetadata("toolkit", "topicClusters");

/** /topic-clusters (alias /clusters): a research tool, for signed-in toolkit users. */
export default async function TopicClustersPage() {
  const heading = await routeHeading("toolkit", "topicClusters");
  return (
    <PersonalSessionGate heading={heading}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <TopicClustersScreen />
      </div>
    </PersonalSessionGate>
  );
}
