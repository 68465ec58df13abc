import { FollowTableScreen } from "@/components/deep-thought/follow-table-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("followers", () => <FollowTableScreen screen="followers" />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
