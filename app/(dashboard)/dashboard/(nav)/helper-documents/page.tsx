import { placeholderRoute } from "@/components/shell/placeholder-route";

const route = placeholderRoute("dashboard", "helperDocuments");
export const generateMetadata = route.generateMetadata;
export default route.Page;
