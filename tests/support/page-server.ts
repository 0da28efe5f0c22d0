import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Pages standing in for an agency's (the requirement monitor's tests): each path answers its body inside
 * <main> as HTML, any other path 404. Change a page with `pages.set`.
 */
export async function startPageServer() {
  const pages = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    if (!body) return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<html><body><main>${body}</main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PageServer = Awaited<ReturnType<typeof startPageServer>>;
