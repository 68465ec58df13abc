import { NotFoundPanel } from "@/components/shell/not-found-panel";

export default function NotFound() {
  return <NotFoundPanel home="/" />;
}
