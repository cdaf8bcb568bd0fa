// JavaScript with fetch (targets `javascript` and `node`). fetch() cannot send a body with
// GET or HEAD, so the Node.js target uses node:http(s) for those; the browser one says so.
import { FILE_PLACEHOLDER_CONTENT, type RequestParts } from './request-parts.ts';

export function generateJavaScript(parts: RequestParts, runtime: 'browser' | 'node'): string {
  const { method, url, headers, body } = parts;
  const bodyForbidden = (method === 'GET' || method === 'HEAD') && body.kind !== 'none';
  if (bodyForbidden && runtime === 'node') return generateNodeHttp(parts);
  const lines: string[] = [];
  if (body.kind === 'multipart') {
    lines.push('const form = new FormData();');
    for (const param of body.params) {
      if (param.fileName !== undefined) {
        lines.push(`form.append(${js(param.name)}, new Blob([${js(FILE_PLACEHOLDER_CONTENT)}]), ${js(param.fileName)});`);
      } else {
        lines.push(`form.append(${js(param.name)}, ${js(param.value ?? '')});`);
      }
    }
    lines.push('');
  }
  const options = [`  method: ${js(method)}`];
  if (headers.length > 0) options.push(`  headers: ${jsObject(headers.map((h) => [h.name, js(h.value)]), '  ')}`);
  if (bodyForbidden) {
    lines.push('// Browsers cannot send a body with a GET or HEAD request; see the cURL or Node.js sample.');
  } else if (body.kind === 'json') {
    options.push(`  body: JSON.stringify(${indentJson(body.value, '  ')})`);
  } else if (body.kind === 'urlencoded') {
    options.push(`  body: new URLSearchParams(${JSON.stringify(body.params.map((p) => [p.name, p.value]))})`);
  } else if (body.kind === 'text') {
    options.push(`  body: ${js(body.text)}`);
  } else if (body.kind === 'multipart') {
    options.push('  body: form');
  }
  lines.push(`const options = {\n${options.join(',\n')}\n};`, '');
  lines.push(
    `fetch(${js(url)}, options)`,
    '  .then((response) => response.text())',
    '  .then((text) => console.log(text))',
    '  .catch((error) => console.error(error));',
  );
  return lines.join('\n');
}

function generateNodeHttp({ method, url, headers, body }: RequestParts): string {
  const text = body.kind === 'json' || body.kind === 'text' || body.kind === 'urlencoded' ? body.text : '';
  const module = url.startsWith('http://') ? 'node:http' : 'node:https';
  // Node sends GET bodies only with an explicit length (it does not chunk GET requests).
  const entries: Array<[string, string]> = headers.map((h) => [h.name, js(h.value)]);
  entries.push(['Content-Length', 'Buffer.byteLength(body)']);
  const options = [`  method: ${js(method)}`, `  headers: ${jsObject(entries, '  ')}`];
  return [
    `import { request } from ${js(module)};`,
    '',
    `const body = ${js(text)};`,
    '',
    `const req = request(${js(url)}, {\n${options.join(',\n')}\n}, (response) => {`,
    '  let text = "";',
    '  response.setEncoding("utf8");',
    '  response.on("data", (chunk) => (text += chunk));',
    '  response.on("end", () => console.log(text));',
    '});',
    'req.on("error", (error) => console.error(error));',
    'req.end(body);',
  ].join('\n');
}

/** A JavaScript string literal (JSON's escaping is valid JavaScript). */
function js(value: string): string {
  return JSON.stringify(value);
}

function jsObject(entries: Array<[string, string]>, indent: string): string {
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, literal]) => `${indent}  ${js(key)}: ${literal}`).join(',\n')}\n${indent}}`;
}

function indentJson(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}
