// The bytes a HAR postData stands for. Browser-safe (no Node imports): the proxy uses it to
// send, and the playground to check the size before sending.
import type { HarPostData } from '../openapi/har-types.ts';

export interface EncodedBody {
  bytes: Uint8Array;
  /** The Content-Type to send: the HAR's, with the boundary for multipart. */
  contentType: string;
}

export function encodeHarBody(postData: HarPostData | undefined, boundary = 'mintaka-boundary-7MA4YWxkTrZu0gW'): EncodedBody | undefined {
  if (!postData) return undefined;
  const encoder = new TextEncoder();
  const mime = postData.mimeType || 'application/octet-stream';
  if (postData.text !== undefined) return { bytes: encoder.encode(postData.text), contentType: mime };
  const params = postData.params ?? [];
  if (/^multipart\//i.test(mime)) {
    const quote = (text: string) => text.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
    const parts = params.map((param) => {
      const file = param.fileName !== undefined ? `; filename="${quote(param.fileName)}"` : '';
      const type = param.fileName !== undefined ? `\r\nContent-Type: ${param.contentType ?? 'application/octet-stream'}` : '';
      return `--${boundary}\r\nContent-Disposition: form-data; name="${quote(param.name)}"${file}${type}\r\n\r\n${param.value ?? ''}\r\n`;
    });
    return { bytes: encoder.encode(`${parts.join('')}--${boundary}--\r\n`), contentType: `${mime.split(';')[0]}; boundary=${boundary}` };
  }
  const form = new URLSearchParams(params.map((param) => [param.name, param.value ?? '']));
  return { bytes: encoder.encode(form.toString()), contentType: mime };
}
