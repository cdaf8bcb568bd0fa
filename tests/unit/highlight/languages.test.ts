import { describe, expect, it } from 'vitest';
import { resolveLanguage } from '../../../src/integration/markdown/highlighter.ts';

describe('fence languages', () => {
  it('accepts any case and the aliases writers use', () => {
    expect(resolveLanguage('YAML')).toEqual({ grammar: 'yaml', known: true });
    expect(resolveLanguage('env')).toEqual({ grammar: 'dotenv', known: true });
    expect(resolveLanguage('output')).toEqual({ grammar: 'text', known: true });
  });

  it('reads a file name written where the language goes by its extension, else its first part', () => {
    expect(resolveLanguage('main.py')).toEqual({ grammar: 'py', known: true });
    expect(resolveLanguage('docker-compose.yml')).toEqual({ grammar: 'yml', known: true });
    expect(resolveLanguage('.env.example')).toEqual({ grammar: 'dotenv', known: true });
    expect(resolveLanguage('.env.production')).toEqual({ grammar: 'dotenv', known: true });
  });

  it('reports a name no grammar covers', () => {
    expect(resolveLanguage('klingon')).toEqual({ grammar: 'text', known: false });
    expect(resolveLanguage('not.a.language')).toEqual({ grammar: 'text', known: false });
  });
});
