/**
 * A <meta name=... content=...> the server stamps into every page (the demo-mode flag, the site
 * settings), read before any request. Undefined outside a browser (the server render) or when absent.
 */
export function pageMeta(name: string, doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  return doc?.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
}
