// Java 11+ with java.net.http.HttpClient: a complete single-file program (`java Main.java`).
import { FILE_PLACEHOLDER_CONTENT, type RequestParts } from './request-parts.ts';
import { doubleQuotedLiteral, isControl } from './string-literal.ts';

// HttpClient refuses to set these itself-managed headers.
const RESTRICTED = new Set(['connection', 'content-length', 'expect', 'host', 'upgrade']);
const BOUNDARY = 'MintakaFormBoundary7MA4YWxkTrZu0gW';

export function generateJava({ method, url, headers, body }: RequestParts): string {
  const builder = [`            .uri(URI.create(${javaString(url)}))`];
  for (const header of headers) {
    if (!RESTRICTED.has(header.name.toLowerCase())) builder.push(`            .header(${javaString(header.name)}, ${javaString(header.value)})`);
  }
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  if (body.kind === 'multipart') {
    builder.push(`            .header("Content-Type", ${javaString(`multipart/form-data; boundary=${BOUNDARY}`)})`);
    publisher = `HttpRequest.BodyPublishers.ofString(${javaString(multipartText(body.params))})`;
  } else if (body.kind !== 'none') {
    publisher = `HttpRequest.BodyPublishers.ofString(${javaString(body.text)})`;
  }
  builder.push(`            .method(${javaString(method)}, ${publisher})`, '            .build();');
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'public class Main {',
    '    public static void main(String[] args) throws Exception {',
    '        HttpRequest request = HttpRequest.newBuilder()',
    ...builder,
    '        HttpResponse<String> response = HttpClient.newHttpClient()',
    '            .send(request, HttpResponse.BodyHandlers.ofString());',
    '        System.out.println(response.body());',
    '    }',
    '}',
  ].join('\n');
}

/** HttpClient has no multipart builder: the body is written out with a fixed boundary. */
function multipartText(params: Array<{ name: string; value?: string; fileName?: string }>): string {
  const parts = params.map((param) =>
    param.fileName !== undefined
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${param.name}"; filename="${param.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n${FILE_PLACEHOLDER_CONTENT}\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${param.name}"\r\n\r\n${param.value ?? ''}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

/**
 * A Java string literal. Control characters use octal escapes, never \\uXXXX: Java turns
 * \\u000a into a real line break before parsing, which would end the literal.
 */
function javaString(value: string): string {
  return doubleQuotedLiteral(value, (code, char) =>
    isControl(code) ? `\\${code.toString(8).padStart(3, '0')}` : code > 0x7e ? unitsOf(char) : undefined,
  );
}

/** Non-ASCII as \\uXXXX UTF-16 units, so the source file's encoding does not matter. */
function unitsOf(char: string): string {
  let out = '';
  for (let i = 0; i < char.length; i++) out += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}
