import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHashesOf } from './scriptHashes.mjs';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes every inline script the browser runs, byte for byte', () => {
    const classic = '(function theme(win) {\n  win.dark = false;\n})(window);';
    const module = '\nlet started = false;\nimport("/assets/index-AbCd1234.js");\n';
    const replay = 'addEventListener("submit",function(a){a.preventDefault()})';
    const html = `<head><script>${classic}</script><script type="module">${module}</script></head><body><div>…</div><SCRIPT type="text/javascript">${replay}</SCRIPT ></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(classic), sha256(module), sha256(replay)]);
  });

  it('leaves out data blocks and scripts loaded from a file', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="page-modules">["/assets/a.js"]</script>',
      '<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('scriptHashesOf', () => {
  it('lists each script of the pages once, in a stable order', () => {
    const one = '<script>a()</script><script>b()</script>';
    const two = '<script>b()</script><script>c()</script>';
    expect(scriptHashesOf([one, two])).toEqual([sha256('a()'), sha256('b()'), sha256('c()')].sort());
    expect(scriptHashesOf([two, one])).toEqual(scriptHashesOf([one, two]));
  });
});
