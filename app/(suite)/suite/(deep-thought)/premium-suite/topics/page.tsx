import { TopicsScreen } from "@/components/deep-thought/topics-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("topics", () => <TopicsScreen who="followers" />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
