/**
 * The parts of @sentry/react the portal uses. Importing them by name (instead of `import()` of the
 * whole package) lets the bundler drop the rest (session replay, feedback widgets and more); this
 * module is only ever loaded through the dynamic import in sentry.ts.
 */
export { browserTracingIntegration, captureException, init } from '@sentry/react';
