/** The client's build-time configuration: the one place that reads import.meta.env (house rule 10). */
export const clientConfig = {
  /** A production build: the service worker runs only there (in development it would serve stale code). */
  isProductionBuild: import.meta.env.PROD,
} as const;
