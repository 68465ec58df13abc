/** Names shared by the server that sets them and the pages that read them. */
export const SESSION_COOKIE = "murmur-session";
/** Readable by the page: the API client echoes it in the X-CSRFToken header. */
export const CSRF_COOKIE = "murmur-csrf";
export const CSRF_HEADER = "x-csrftoken";
