// PHP with the curl extension. Strings are single-quoted: PHP expands nothing inside them
// ($ stays $), only \\ and \' are escapes.
import { type RequestParts } from './request-parts.ts';

export function generatePhp({ method, url, headers, body }: RequestParts): string {
  const options = [`  CURLOPT_URL => ${php(url)},`, '  CURLOPT_RETURNTRANSFER => true,'];
  if (method === 'HEAD') options.push('  CURLOPT_NOBODY => true,');
  else options.push(`  CURLOPT_CUSTOMREQUEST => ${php(method)},`);
  if (body.kind === 'multipart') {
    const fields = body.params.map((p) =>
      p.fileName !== undefined ? `    ${php(p.name)} => new CURLFile(${php(p.fileName)}),` : `    ${php(p.name)} => ${php(p.value ?? '')},`,
    );
    options.push(`  CURLOPT_POSTFIELDS => [\n${fields.join('\n')}\n  ],`);
  } else if (body.kind !== 'none') {
    options.push(`  CURLOPT_POSTFIELDS => ${php(body.text)},`);
  }
  if (headers.length > 0) {
    options.push(`  CURLOPT_HTTPHEADER => [\n${headers.map((h) => `    ${php(`${h.name}: ${h.value}`)},`).join('\n')}\n  ],`);
  }
  return [
    '<?php',
    '',
    '$curl = curl_init();',
    '',
    `curl_setopt_array($curl, [\n${options.join('\n')}\n]);`,
    '',
    '$response = curl_exec($curl);',
    '$err = curl_error($curl);',
    '',
    'curl_close($curl);',
    '',
    'if ($err) {',
    "  echo 'cURL Error #:' . $err;",
    '} else {',
    '  echo $response;',
    '}',
  ].join('\n');
}

function php(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
