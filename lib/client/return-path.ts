export const RETURN_PATH_KEY = "returnPath";
export const LOGIN_PATH = "/login";

/** Before a forced sign-in: remember where the user was, then send them to the login page. */
export function redirectToLogin(location: Pick<Location, "pathname" | "search" | "hash" | "assign"> = window.location): void {
  const full = location.pathname + location.search + location.hash;
  if (!location.pathname.startsWith(LOGIN_PATH)) {
    try {
      window.localStorage.setItem(RETURN_PATH_KEY, full);
    } catch {
      // Storage can be unavailable (private mode); the redirect still happens.
    }
  }
  location.assign(LOGIN_PATH);
}

/** The remembered path, once: it is cleared as it is read. Only same-site paths are returned. */
export function takeReturnPath(): string | null {
  try {
    const path = window.localStorage.getItem(RETURN_PATH_KEY);
    window.localStorage.removeItem(RETURN_PATH_KEY);
    return path && path.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}
