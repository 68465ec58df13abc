/** The settings the browser may see (built on the server from the validated config). */
export interface PublicConfig {
  production: boolean;
  testHooks: boolean;
  apiRoot: string;
  creatorApiRoot: string;
  analyticsToken: string;
  analyticsUrl: string;
  dashboardVersion: string;
}
