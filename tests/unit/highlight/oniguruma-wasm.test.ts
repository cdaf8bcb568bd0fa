import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { onigurumaWasm, onigurumaWasmFile } from '../../../src/integration/markdown/highlighter.ts';

// Code is highlighted with Oniguruma compiled to WebAssembly. The highlighter reads shiki's
// file of it instead of decoding the copy inlined in `shiki/wasm` (0.1 s in every thread that
// highlights): the same engine, found where this shiki keeps it.
describe("the highlighter's Oniguruma", () => {
  it("is shiki's own WebAssembly file, byte for byte the module shiki inlines", async () => {
    const loaded = onigurumaWasmFile();
    expect(loaded, 'shiki no longer ships dist/onig.wasm: the highlighter falls back to decoding shiki/wasm').toBeInstanceOf(Uint8Array);
    const inlined = await ((await import('shiki/wasm')) as unknown as { wasmBinaryPromise: Promise<Uint8Array> }).wasmBinaryPromise;
    expect(Buffer.compare(Buffer.from(loaded as Uint8Array), Buffer.from(inlined))).toBe(0);
  });

  it('is handed to shiki as an instantiator of those bytes (never asked whether it is a fetch Response), and matches', async () => {
    // Handed bytes, shiki first asks whether they are a Response, which loads Node's fetch.
    const given = onigurumaWasm() as { instantiator?: unknown };
    expect(typeof given.instantiator).toBe('function');
    const engine = await createOnigurumaEngine(given as never);
    const match = engine.createScanner(['b+']).findNextMatchSync('aabbb', 0, 0);
    expect(match?.captureIndices[0]).toMatchObject({ start: 2, end: 5 });
  });
});
