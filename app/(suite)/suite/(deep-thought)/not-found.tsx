import { NotFoundPanel } from "@/components/shell/not-found-panel";
import { requestContext } from "@/lib/server/request-context";

export default async function SuiteNotFound() {
  const { path } = await requestContext();
  return <NotFoundPanel home="/premium-suite" path={path} />;
}
