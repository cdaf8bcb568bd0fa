// Go with net/http: a complete program (package main) that prints the response body.
import { FILE_PLACEHOLDER_CONTENT, type RequestParts } from './request-parts.ts';
import { doubleQuotedLiteral, isControl } from './string-literal.ts';

export function generateGo({ method, url, headers, body }: RequestParts): string {
  const imports = new Set(['fmt', 'io', 'net/http']);
  const lines = [`\turl := ${goString(url)}`, ''];
  let payload = 'nil';
  if (body.kind === 'multipart') {
    imports.add('bytes');
    imports.add('mime/multipart');
    lines.push('\tpayload := &bytes.Buffer{}', '\twriter := multipart.NewWriter(payload)');
    let files = 0;
    for (const param of body.params) {
      if (param.fileName !== undefined) {
        // A new name per file: `:=` needs one new variable on its left.
        const part = ++files === 1 ? 'part' : `part${files}`;
        lines.push(`\t${part}, err := writer.CreateFormFile(${goString(param.name)}, ${goString(param.fileName)})`, ...check());
        lines.push(`\t${part}.Write([]byte(${goString(FILE_PLACEHOLDER_CONTENT)}))`);
      } else {
        lines.push(`\twriter.WriteField(${goString(param.name)}, ${goString(param.value ?? '')})`);
      }
    }
    lines.push('\twriter.Close()', '');
    payload = 'payload';
  } else if (body.kind !== 'none') {
    imports.add('strings');
    lines.push(`\tpayload := strings.NewReader(${goString(body.text)})`, '');
    payload = 'payload';
  }
  lines.push(`\treq, err := http.NewRequest(${goString(method)}, url, ${payload})`, ...check(), '');
  for (const header of headers) lines.push(`\treq.Header.Add(${goString(header.name)}, ${goString(header.value)})`);
  if (body.kind === 'multipart') lines.push('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
  if (headers.length > 0 || body.kind === 'multipart') lines.push('');
  lines.push('\tres, err := http.DefaultClient.Do(req)', ...check(), '\tdefer res.Body.Close()', '');
  lines.push('\tbody, err := io.ReadAll(res.Body)', ...check(), '', '\tfmt.Println(string(body))');
  const importBlock = [...imports].sort().map((name) => `\t"${name}"`).join('\n');
  return `package main\n\nimport (\n${importBlock}\n)\n\nfunc main() {\n${lines.join('\n')}\n}`;
}

function check(): string[] {
  return ['\tif err != nil {', '\t\tpanic(err)', '\t}'];
}

/** A Go interpreted string literal. */
function goString(value: string): string {
  return doubleQuotedLiteral(value, (code) => (isControl(code) ? `\\x${code.toString(16).padStart(2, '0')}` : undefined));
}
