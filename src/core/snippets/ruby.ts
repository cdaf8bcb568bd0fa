// Ruby with net/http. Strings are single-quoted: no #{} interpolation, only \\ and \' escape.
import { type RequestParts } from './request-parts.ts';

const METHOD_CLASSES: Record<string, string> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Put',
  PATCH: 'Patch',
  DELETE: 'Delete',
  HEAD: 'Head',
  OPTIONS: 'Options',
  TRACE: 'Trace',
};

export function generateRuby({ method, url, headers, body }: RequestParts): string {
  const lines = ["require 'uri'", "require 'net/http'", '', `url = URI(${ruby(url)})`, ''];
  lines.push('http = Net::HTTP.new(url.host, url.port)');
  if (url.startsWith('https://')) lines.push('http.use_ssl = true');
  lines.push('');
  const className = METHOD_CLASSES[method];
  lines.push(className ? `request = Net::HTTP::${className}.new(url)` : `request = Net::HTTPGenericRequest.new(${ruby(method)}, true, true, url)`);
  for (const header of headers) lines.push(`request[${ruby(header.name)}] = ${ruby(header.value)}`);
  if (body.kind === 'multipart') {
    const fields = body.params.map((p) => (p.fileName !== undefined ? `[${ruby(p.name)}, File.open(${ruby(p.fileName)})]` : `[${ruby(p.name)}, ${ruby(p.value ?? '')}]`));
    lines.push(`request.set_form([${fields.join(', ')}], 'multipart/form-data')`);
  } else if (body.kind !== 'none') {
    lines.push(`request.body = ${ruby(body.text)}`);
  }
  lines.push('', 'response = http.request(request)', 'puts response.read_body');
  return lines.join('\n');
}

function ruby(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
