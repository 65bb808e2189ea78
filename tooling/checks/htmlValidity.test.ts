import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

/*
 * The project's configuration of html-validate (.htmlvalidate.mjs, what
 * `pnpm check:html` runs on every prerendered page) fails what it must.
 */
const workspace = fileURLToPath(new URL('../..', import.meta.url));
const validator = new HtmlValidate(new FileSystemConfigLoader());

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body>${body}</body></html>`;

/** The rules a page breaks, as html-validate reads it from a file in the workspace (which finds the configuration). */
async function rulesOf(html: string): Promise<string[]> {
  const report = await validator.validateString(html, `${workspace}shell/dist/pages/x.html`);
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe('check:html', () => {
  it('accepts a valid page, a summary holding a heading', async () => {
    expect(await rulesOf(page('<main><h1>Title</h1><details><summary><h3>Q?</h3><span></span></summary>A.</details></main>'))).toEqual([]);
  });

  it('fails on a content-model error: a <div> in a <summary>', async () => {
    expect(await rulesOf(page('<details><summary><h3>Question?</h3><div></div></summary>Answer.</details>'))).toEqual([
      'element-permitted-content',
    ]);
  });

  it("accepts React's placeholder form action as React writes it, and no other action with spaces", async () => {
    const placeholder = "javascript:throw new Error(&#x27;React form unexpectedly submitted.&#x27;)";
    expect(await rulesOf(page(`<form action="${placeholder}"><button>Send</button></form>`))).toEqual([]);
    expect(await rulesOf(page('<form action="/subscribe"><button>Send</button></form>'))).toEqual([]);
    expect(await rulesOf(page(`<form action="javascript:alert('hi there')"><button>Send</button></form>`))).toEqual([
      'attribute-allowed-values',
    ]);
  });

  it("fails on roles written on a native table's rows and cells, as the W3C Nu HTML Checker does", async () => {
    // The procedure-code table's markup before it took its roles from its elements: 6 errors in the Nu checker too.
    const html = readFileSync(new URL('./fixtures/tableCellRoles.html', import.meta.url), 'utf8');
    expect(await rulesOf(html)).toEqual(Array(6).fill('no-redundant-role'));
    expect(await rulesOf(html.replaceAll(/ role="\w+"/g, ''))).toEqual([]);
  });
});
