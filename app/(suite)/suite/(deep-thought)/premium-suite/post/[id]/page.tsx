import { PostScreen } from "@/components/deep-thought/post-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("post", (params) => <PostScreen id={String(params.id)} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
