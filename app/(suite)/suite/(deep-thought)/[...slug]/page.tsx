import { catchAllRoute } from "@/components/shell/catch-all-route";

const route = catchAllRoute("suite", "/premium-suite");
export const generateMetadata = route.generateMetadata;
export default route.Page;
