import { PostsTabs } from "@/components/deep-thought/posts-tabs";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("posts", () => <PostsTabs />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
