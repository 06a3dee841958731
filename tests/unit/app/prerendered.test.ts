/** The prerendered pages' files and payload (src/app/prerendered.ts, built by src/prerender.tsx). */
import { describe, expect, it } from 'vitest';
import { prerenderedFile, readPayload, samePath, serializePayload } from '@/app/prerendered';

describe('prerendered files and payload', () => {
  it('writes each page where a host looks for it', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/products')).toBe('products/index.html');
    expect(prerenderedFile('/products/abc')).toBe('products/abc/index.html');
    expect(prerenderedFile('/login')).toBe('login/index.html');
  });

  it('keeps the JSON inert inside a script element', () => {
    const text = serializePayload({
      path: '/',
      data: [[['categories'], [{ _id: 'c1', categoryName: 'Makeup' }]]],
      // A product name could hold anything a shop owner types.
      ...{ note: '</script><script>alert(1)</script>\u2028' },
    } as never);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('\u2028');
    expect(readPayload(text)).toMatchObject({
      path: '/',
      note: '</script><script>alert(1)</script>\u2028',
    });
  });

  it('reads a damaged or foreign payload as none, never throws', () => {
    for (const bad of [
      null,
      '',
      '{',
      '[]',
      'null',
      '{"path":1}',
      '{"path":"/","data":{}}',
      '{"path":"/","data":[["categories"]]}',
      '{"path":"/","data":[["categories",[]]]}',
    ])
      expect(readPayload(bad)).toBeNull();
  });

  it('treats a trailing slash as the same page', () => {
    expect(samePath('/products/', '/products')).toBe(true);
    expect(samePath('/', '/')).toBe(true);
    expect(samePath('/products', '/')).toBe(false);
  });
});
