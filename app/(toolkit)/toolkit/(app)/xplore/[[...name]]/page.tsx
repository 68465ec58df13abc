import { toolkitExplorePage } from "@/components/analysis/pages/toolkit-explore-page";

const page = toolkitExplorePage("/xplore");
export const generateMetadata = page.generateMetadata;
export default page.Page;
