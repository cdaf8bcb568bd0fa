// Problems in a loaded document that do not stop it from rendering: reported as warnings.
import type { OpenApiDocument, OperationObject, PathItemObject } from './document-types.ts';
import { HTTP_METHODS } from './document-types.ts';
import type { OpenApiIssue } from './issues.ts';
import { appendPointer } from './json-pointer.ts';

export function collectDocumentWarnings(document: OpenApiDocument, file: string): OpenApiIssue[] {
  const warnings: OpenApiIssue[] = [];
  const schemes = document.components?.securitySchemes ?? {};
  const warn = (pointer: string, reason: string) =>
    warnings.push({ severity: 'warning', code: 'invalid', file, pointer, message: `${file}: ${pointer}: ${reason}` });
  const checkSecurity = (security: unknown, pointer: string) => {
    if (!Array.isArray(security)) return;
    security.forEach((requirement, index) => {
      for (const name of Object.keys(requirement ?? {})) {
        if (!Object.hasOwn(schemes, name)) warn(appendPointer(pointer, index), `security scheme "${name}" is not defined in #/components/securitySchemes`);
      }
    });
  };
  checkSecurity(document.security, '#/security');
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (typeof item !== 'object' || item === null || path.startsWith('x-')) continue;
    for (const method of HTTP_METHODS) {
      const operation = (item as PathItemObject)[method];
      if (!operation) continue;
      const pointer = appendPointer('#/paths', path, method);
      checkSecurity(operation.security, appendPointer(pointer, 'security'));
      for (const name of undeclaredPathParameters(path, item as PathItemObject, operation)) {
        warn(pointer, `path parameter "${name}" is not declared in parameters`);
      }
    }
  }
  return warnings;
}

function undeclaredPathParameters(path: string, item: PathItemObject, operation: OperationObject): string[] {
  const declared = new Set(
    [...(item.parameters ?? []), ...(operation.parameters ?? [])].filter((p) => p?.in === 'path').map((p) => p.name),
  );
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).filter((name) => !declared.has(name));
}
