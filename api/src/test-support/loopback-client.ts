/**
 * HTTP calls from a chosen loopback source address (127.0.0.2, 127.0.1.7, …): the connection itself comes from that
 * address, as a separate network's traffic would, with no forwarding header. Linux routes all of 127.0.0.0/8 to lo.
 */
import http from 'node:http';
import type { JsonResponse } from './http';

export function loopbackRequest<T = unknown>(baseUrl: string, localAddress: string, method: string, path: string, json?: unknown): Promise<JsonResponse<T>> {
  const url = new URL(path, baseUrl);
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, localAddress, agent: false, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: keep the text
          }
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve({ status: response.statusCode ?? 0, headers, body: parsed as T, text });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A client on one loopback address: its calls come from that address. */
export function loopbackClient(baseUrl: string, localAddress: string) {
  return {
    address: localAddress,
    get: <T = unknown>(path: string) => loopbackRequest<T>(baseUrl, localAddress, 'GET', path),
    post: <T = unknown>(path: string, json?: unknown) => loopbackRequest<T>(baseUrl, localAddress, 'POST', path, json),
  };
}
export type LoopbackClient = ReturnType<typeof loopbackClient>;
