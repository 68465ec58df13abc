// GET /api/movies-tv-shows/ - movies and TV shows
import { listReferenceRoute } from "@/lib/server/targeting/reference-routes";

export const GET = listReferenceRoute("movies_tv_shows");
