// cURL (target `bash`), in Mintlify's long-option style, one option per line.
import type { RequestParts } from './request-parts.ts';
import { quoteShell } from './shell-quote.ts';

export function generateCurl({ method, url, headers, body }: RequestParts): string {
  const options: string[] = [];
  // curl expands {a,b} and [1-3] in URLs; `{petId}` placeholders must stay literal.
  if (/[{}[\]]/.test(url)) options.push('--globoff');
  options.push(method === 'HEAD' ? '--head' : `--request ${method}`);
  options.push(`--url ${quoteShell(url)}`);
  for (const header of headers) options.push(`--header ${quoteShell(`${header.name}: ${header.value}`)}`);
  if (body.kind === 'multipart') {
    for (const param of body.params) {
      // --form-string sends the value as-is; --form would treat a leading @ or < and ;type= specially.
      if (param.fileName !== undefined) options.push(`--form ${quoteShell(`${param.name}=@${param.fileName}`)}`);
      else options.push(`--form-string ${quoteShell(`${param.name}=${param.value ?? ''}`)}`);
    }
  } else if (body.kind !== 'none') {
    // --data reads a file when the value starts with @; --data-raw never does.
    const flag = body.text.startsWith('@') ? '--data-raw' : '--data';
    options.push(`${flag} ${quoteShell(body.text)}`);
  }
  return `curl ${options.join(' \\\n  ')}`;
}
