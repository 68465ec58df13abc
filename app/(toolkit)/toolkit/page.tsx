import { placeholderRoute } from "@/components/shell/placeholder-route";

const route = placeholderRoute("toolkit", "home");
export const generateMetadata = route.generateMetadata;
export default route.Page;
