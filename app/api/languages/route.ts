// GET /api/languages/ - ISO 639-1 languages with English names and whether X targets them
import { listReferenceRoute } from "@/lib/server/targeting/reference-routes";

export const GET = listReferenceRoute("languages");
