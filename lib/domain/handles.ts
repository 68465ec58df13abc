/** An X handle without its leading "@", as written. */
export const bareHandle = (handle: string) => handle.replace(/^@/, "");
/** A handle as X compares them: without "@", case-insensitive. */
export const handleKey = (handle: string) => bareHandle(handle).toLowerCase();
/** A handle for display: "@name". */
export const atHandle = (handle: string) => `@${bareHandle(handle)}`;
/** Whether a handle without "@" is one X allows: 1-15 letters, digits or underscores. */
export const isBareHandle = (handle: string) => /^[A-Za-z0-9_]{1,15}$/.test(handle);
