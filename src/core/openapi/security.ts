// Security requirements resolved to the schemes a request must carry. Operation `security`
// replaces the document's; `[]` means no auth, and a `{}` alternative makes auth optional.
import type { OpenApiDocument, SecurityRequirementObject, SecuritySchemeObject } from './document-types.ts';
import { isPlainObject } from './issues.ts';
import type { SecurityRequirementView, SecuritySchemeView } from './view-types.ts';

export interface SecurityView {
  requirements: SecurityRequirementView[];
  optional: boolean;
}

export function buildSecurity(operationSecurity: unknown, document: OpenApiDocument): SecurityView {
  const requirements = Array.isArray(operationSecurity) ? operationSecurity : Array.isArray(document.security) ? document.security : [];
  const schemes = document.components?.securitySchemes ?? {};
  const view: SecurityView = { requirements: [], optional: false };
  for (const requirement of requirements as SecurityRequirementObject[]) {
    if (!isPlainObject(requirement)) continue;
    if (Object.keys(requirement).length === 0) {
      view.optional = true;
      continue;
    }
    const resolved = Object.entries(requirement).flatMap(([key, scopes]) => {
      const scheme = schemes[key];
      const resolvedScheme = isPlainObject(scheme) ? describeScheme(key, scheme, Array.isArray(scopes) ? scopes.map(String) : []) : undefined;
      return resolvedScheme ? [resolvedScheme] : [];
    });
    if (resolved.length > 0) view.requirements.push({ schemes: resolved });
  }
  return view;
}

export function describeScheme(key: string, scheme: SecuritySchemeObject, scopes: string[]): SecuritySchemeView | undefined {
  const base = {
    key,
    sourceType: scheme.type,
    scopes,
    ...(typeof scheme.description === 'string' ? { description: scheme.description } : {}),
  };
  switch (scheme.type) {
    case 'http': {
      const httpScheme = String(scheme.scheme ?? '').toLowerCase();
      if (httpScheme === 'basic') return { ...base, kind: 'basic', in: 'header', name: 'Authorization' };
      if (httpScheme === 'bearer') {
        return { ...base, kind: 'bearer', in: 'header', name: 'Authorization', ...(scheme.bearerFormat ? { bearerFormat: scheme.bearerFormat } : {}) };
      }
      // Other HTTP schemes (digest, hoba…): the user supplies the whole Authorization value.
      return { ...base, kind: 'apiKey', in: 'header', name: 'Authorization' };
    }
    case 'apiKey': {
      const place = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
      return { ...base, kind: 'apiKey', in: place, name: typeof scheme.name === 'string' ? scheme.name : key };
    }
    case 'oauth2':
    case 'openIdConnect':
      return { ...base, kind: 'bearer', in: 'header', name: 'Authorization' };
    default:
      return undefined;
  }
}
