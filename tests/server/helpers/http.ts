import { request } from 'node:http';

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Raw body text. */
  text: string;
  /** Parsed JSON body (undefined when the body is empty). */
  body: any;
}

export interface RequestOptions {
  method: string;
  /** Serialised as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** Defaults to `Token <apiKey>` when an apiKey is given. */
  apiKey?: string;
  path?: string;
}

/**
 * Sends one request with node:http, which (unlike fetch) sends a body with GET, as the User
 * Group API requires.
 */
export function sendRequest(baseUrl: string, options: RequestOptions): Promise<ApiResponse> {
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.apiKey !== undefined) headers.Authorization = `Token ${options.apiKey}`;
  Object.assign(headers, options.headers);
  if (payload !== undefined) headers['Content-Length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const req = request(new URL(options.path ?? '/api/user', baseUrl), { method: options.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: text === '' ? undefined : JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A client bound to one server and one API credential. */
export function createClient(baseUrl: string, apiKey: string) {
  const call = (method: string) => (body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    sendRequest(baseUrl, { method, body, apiKey, ...options });
  return { getOrCreate: call('GET'), update: call('PUT'), rotate: call('POST'), remove: call('DELETE') };
}
