import { toolkitExplorePage } from "@/components/analysis/pages/toolkit-explore-page";

const page = toolkitExplorePage("/analyze");
export const generateMetadata = page.generateMetadata;
export default page.Page;
