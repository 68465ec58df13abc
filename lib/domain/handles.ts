/** An X handle without its leading "@", as written. */
export const bareHandle = (handle: string) => handle.replace(/^@/, "");
/** A handle as X compares them: without "@", case-insensitive. */
export const handleKey = (handle: string) => bareHandle(handle).toLowerCase();
/** A handle for display: "@name". */
export const atHandle = (handle: string) => `@${bareHandle(handle)}`;
