// GET /api/content-categories/ - the top-level categories of X's interest taxonomy
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { listContentCategories } from "@/lib/server/targeting/list-content-categories";

export const GET = route({ auth: "user" }, async () => json({ content_categories: await listContentCategories() }));
