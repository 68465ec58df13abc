import { catchAllRoute } from "@/components/shell/catch-all-route";

const route = catchAllRoute("toolkit", "/");
export const generateMetadata = route.generateMetadata;
export default route.Page;
