// POST /api/movies-tv-shows/search/ - movies and TV shows whose name contains the {keywords}
import { searchReferenceRoute } from "@/lib/server/targeting/reference-routes";

export const POST = searchReferenceRoute("movies_tv_shows");
