/** The start-up message when production configuration is incomplete. */
export function missingEnvMessage(names: readonly string[]): string {
  return `Missing env variables: ${names.join(", ")}`;
}

/** Names of required variables that are unset or blank. */
export function missingEnv(env: Record<string, string | undefined>, required: readonly string[]): string[] {
  return required.filter((name) => !env[name]?.trim());
}
