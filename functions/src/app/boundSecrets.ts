// Which Secret Manager secrets the deployed functions bind. `firebase deploy` asks for (and, non-
// interactively, refuses to deploy without) every secret a function binds, and it reads no
// functions/.env file while it discovers the functions. So the build decides: functions/build.mjs
// bakes in the names listed by FUNCTION_SECRETS in functions/.env.<project> (docs/deploy.md). A
// project without Stripe or SendGrid lists neither and deploys billing-disabled, email not
// configured, without any placeholder secret.
declare const __BOUND_SECRETS__: readonly string[] | undefined;

/** The names this build binds; none on the emulator (it would ask Secret Manager, unreachable offline). */
export function boundSecretNames(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  if (env.FUNCTIONS_EMULATOR === 'true') return [];
  return typeof __BOUND_SECRETS__ === 'undefined' ? [] : __BOUND_SECRETS__;
}

/** Of `secrets`, those this build binds. */
export function bound<T extends { name: string }>(secrets: T[]): T[] {
  const names = boundSecretNames();
  return secrets.filter((s) => names.includes(s.name));
}
