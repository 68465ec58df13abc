import { placeholderRoute } from "@/components/shell/placeholder-route";

const route = placeholderRoute("dashboard", "chooseTeam");
export const generateMetadata = route.generateMetadata;
export default route.Page;
