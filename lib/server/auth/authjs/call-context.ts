import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one call into Auth.js needs beyond its request: the language a new user gets, and the
 * magic_code the e-mail provider made (the spec's client needs it back, Auth.js does not return it).
 */
export interface AuthCall {
  language: string;
  magicCode?: string;
  /** The address the code went to, as Auth.js normalised it. */
  email?: string;
}

const storage = new AsyncLocalStorage<AuthCall>();

export function withAuthCall<T>(call: AuthCall, run: () => Promise<T>): Promise<T> {
  return storage.run(call, run);
}

export function currentAuthCall(): AuthCall | undefined {
  return storage.getStore();
}
