import { FollowTableScreen } from "@/components/deep-thought/follow-table-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("following", () => <FollowTableScreen screen="following" />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
