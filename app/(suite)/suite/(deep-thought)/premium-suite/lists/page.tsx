import { ListsScreen } from "@/components/deep-thought/lists-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("lists", () => <ListsScreen />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
