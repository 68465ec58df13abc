import { PostsScreen } from "@/components/deep-thought/posts-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("posts", () => <PostsScreen />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
