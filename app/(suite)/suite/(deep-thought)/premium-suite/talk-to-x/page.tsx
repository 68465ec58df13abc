import { TalkToXScreen } from "@/components/deep-thought/talk-to-x-screen";
import { deepThoughtPage } from "@/components/deep-thought/deep-thought-page";

const page = deepThoughtPage("talkToX", () => <TalkToXScreen />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
