import { campaignStepperPage } from "@/components/campaigns/stepper/campaign-stepper-page";

// /campaigns/create: the stepper from a saved package.
const page = campaignStepperPage("campaignsCreate", false);
export const generateMetadata = page.generateMetadata;
export default page.Page;
