import { AccountsScreen } from "@/components/deep-thought/accounts-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("accounts", () => <AccountsScreen />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
