import { request, type IncomingHttpHeaders } from 'node:http';

/** A request to `origin` sent exactly as written (no normalising of the path), its body as it came (no decompressing). */
export function rawRequest(origin: string, path: string, { method = 'GET', headers = {} as Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}/`, { method, headers, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
