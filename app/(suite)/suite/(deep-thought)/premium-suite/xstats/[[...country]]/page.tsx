import { XStatsScreen } from "@/components/deep-thought/x-stats-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("xstats", ({ country }) => {
  const picked = Array.isArray(country) ? country[0] : country;
  return <XStatsScreen country={picked ? decodeURIComponent(picked) : null} />;
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
