import { NotFoundPanel } from "@/components/shell/not-found-panel";
import { requestContext } from "@/lib/server/request-context";

export default async function NotFound() {
  const { path } = await requestContext();
  return <NotFoundPanel home="/" path={path} />;
}
