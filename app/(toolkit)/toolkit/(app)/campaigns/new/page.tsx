import { campaignStepperPage } from "@/components/campaigns/stepper/campaign-stepper-page";

// /campaigns/new: describe the campaign in plain words, then check and complete the filled-in steps.
const page = campaignStepperPage("campaignsNew", true);
export const generateMetadata = page.generateMetadata;
export default page.Page;
