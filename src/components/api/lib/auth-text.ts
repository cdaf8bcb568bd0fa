// What the auth section says about each security scheme (Markdown).
import type { SecuritySchemeView } from '../../../core/openapi/view-types.ts';

/** The scheme's own description, else the form of its value; then its OAuth scopes. */
export function describeScheme(scheme: SecuritySchemeView, prefix: string | undefined): string {
  const scopes = scheme.scopes.length > 0 ? `Scopes: ${scheme.scopes.map((scope) => `\`${scope}\``).join(', ')}` : '';
  return [scheme.description ?? describeForm(scheme, prefix), scopes].filter(Boolean).join('\n\n');
}

function describeForm(scheme: SecuritySchemeView, prefix: string | undefined): string {
  if (scheme.kind === 'bearer') {
    const what = scheme.bearerFormat ? `${scheme.bearerFormat} auth token` : 'auth token';
    return `Bearer authentication header of the form \`Bearer <token>\`, where \`<token>\` is your ${what}.`;
  }
  if (scheme.kind === 'basic') return 'Basic authentication header of the form `Basic <encoded-value>`, where `<encoded-value>` is the base64-encoded string `username:password`.';
  return prefix ? `Send \`${prefix}<api-key>\`.` : '';
}
