import { SwitchAccountScreen } from "@/components/deep-thought/switch-account-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("switchAccount", () => <SwitchAccountScreen />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
