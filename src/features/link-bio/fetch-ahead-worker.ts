// Fetches ahead, off the page's main thread, the files link-next.ts names: each request a
// page's script starts costs a slow phone's main thread a little, and /link names a score
// of them while its visitor reads. Each answer is read to its end, so the browser keeps it
// in its cache for the page a tap opens; then the worker closes.
/// <reference lib="webworker" />

export interface FetchAhead {
  /** Files the next page asks for without CORS (its first program). */
  plain: string[];
  /** Files it asks for with `crossorigin` (its modules and stylesheets). */
  cors: string[];
}

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async ({ data }: MessageEvent<FetchAhead>) => {
  const ask = (href: string, mode: RequestMode) =>
    fetch(href, { mode, priority: 'low' }).then(
      (answer) => answer.arrayBuffer(),
      // A file not fetched ahead is fetched by its page: nothing to tell anyone.
      () => undefined,
    );
  await Promise.all([
    ...data.plain.map((href) => ask(href, 'no-cors')),
    ...data.cors.map((href) => ask(href, 'cors')),
  ]);
  self.close();
};
