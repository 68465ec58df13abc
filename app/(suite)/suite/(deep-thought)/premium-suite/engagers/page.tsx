import { EngagersScreen } from "@/components/deep-thought/engagers-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("engagers", () => <EngagersScreen />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
