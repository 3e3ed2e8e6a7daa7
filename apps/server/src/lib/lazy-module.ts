/**
 * A module loaded the first time it is needed, then kept. The server imports at start only what serving
 * needs: the SDKs of optional providers (S3, Solapi, FCM, Redis, Sentry, PostgreSQL's driver on PGlite) and
 * the heavy libraries of rare paths (sharp, pdfkit, exceljs, archiver, jose) together cost seconds of module
 * loading (docs/PERFORMANCE.md "Start-up"). A failed load is tried again on the next call.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
