import { DashboardScreen } from "@/components/deep-thought/dashboard-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("dashboard", () => <DashboardScreen />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
