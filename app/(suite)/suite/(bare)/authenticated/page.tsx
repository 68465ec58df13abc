import { placeholderRoute } from "@/components/shell/placeholder-route";

const route = placeholderRoute("suite", "authenticated");
export const generateMetadata = route.generateMetadata;
export default route.Page;
