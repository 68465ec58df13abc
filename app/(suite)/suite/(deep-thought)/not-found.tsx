import { NotFoundPanel } from "@/components/shell/not-found-panel";

export default function SuiteNotFound() {
  return <NotFoundPanel home="/premium-suite" />;
}
