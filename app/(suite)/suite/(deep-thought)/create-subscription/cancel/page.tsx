import { checkoutReturnRoute } from "@/components/suite/checkout-return-route";

const route = checkoutReturnRoute("cancel");
export const generateMetadata = route.generateMetadata;
export default route.Page;
