import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatErrors, htmlFilesUnder, reactFormActionPlaceholder, validatePages } from './htmlValidity.mjs';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body>${body}</body></html>`;

const rulesOf = async (body: string) => (await validatePages([{ page: 'x.html', html: page(body) }])).map((error) => error.rule);

describe('validatePages', () => {
  it('accepts a valid page', async () => {
    expect(await rulesOf('<main><h1>Title</h1><p>Text <span>inline</span></p></main>')).toEqual([]);
  });

  it('fails on a content-model error: a <div> in a <summary>', async () => {
    const errors = await validatePages([
      { page: 'faq.html', html: page('<details><summary><h3>Question?</h3><div aria-hidden="true"></div></summary>Answer.</details>') },
    ]);
    expect(errors).toEqual([
      expect.objectContaining({ page: 'faq.html', rule: 'element-permitted-content', message: '<div> element is not permitted as content under <summary>' }),
    ]);
  });

  it('accepts a summary holding a heading and spans', async () => {
    expect(await rulesOf('<details><summary><h3>Question?</h3><span aria-hidden="true"><span></span></span></summary>Answer.</details>')).toEqual([]);
  });

  it('fails on an invalid attribute value', async () => {
    expect(await rulesOf('<iframe title="Map" src="/map" width="100%" height="100%"></iframe>')).toEqual([
      'attribute-allowed-values',
      'attribute-allowed-values',
    ]);
  });

  it("accepts React's placeholder form action as React writes it, and no other action with spaces", async () => {
    const escaped = reactFormActionPlaceholder.replaceAll("'", '&#x27;');
    expect(await rulesOf(`<form action="${escaped}"><button>Send</button></form>`)).toEqual([]);
    expect(await rulesOf('<form action="/subscribe"><button>Send</button></form>')).toEqual([]);
    expect(await rulesOf(`<form action="javascript:alert('hi there')"><button>Send</button></form>`)).toEqual(['attribute-allowed-values']);
  });

  it('fails on roles written on a native table\'s rows and cells, as the W3C Nu HTML Checker does', async () => {
    // The procedure-code table's markup before it took its roles from its elements:
    // the Nu checker reports 6 errors on this page, one for each role.
    const html = readFileSync(new URL('./fixtures/tableCellRoles.html', import.meta.url), 'utf8');
    const errors = await validatePages([{ page: 'tableCellRoles.html', html }]);
    expect(errors.map((error) => `${error.rule}: ${error.message}`)).toEqual([
      'no-redundant-role: Redundant role "row" on <tr>',
      'no-redundant-role: Redundant role "columnheader" on <th>',
      'no-redundant-role: Redundant role "columnheader" on <th>',
      'no-redundant-role: Redundant role "row" on <tr>',
      'no-redundant-role: Redundant role "rowheader" on <th>',
      'no-redundant-role: Redundant role "cell" on <td>',
    ]);
    expect(await validatePages([{ page: 'tableCellRoles.html', html: html.replaceAll(/ role="\w+"/g, '') }])).toEqual([]);
  });

  it("leaves out style rules that React's and MUI's markup breaks by design", async () => {
    const reactMarkup =
      '<img src="/logo.svg" alt="Logo"/><button type="button" popoverTarget="menu" class="a a">Menu</button>' +
      '<div id="_R_1ab_" style="display:none" popover="auto">Menu</div>';
    expect(await rulesOf(reactMarkup)).toEqual([]);
  });
});

describe('formatErrors', () => {
  const error = { line: 16, column: 200, rule: 'element-permitted-content', message: '<div> element is not permitted as content under <summary>', selector: 'details > summary > div' };

  it('names each page, place and rule, then counts per rule', () => {
    const text = formatErrors(
      [
        { ...error, page: 'pages/index.html' },
        { ...error, page: 'pages/index.html', column: 300 },
        { ...error, page: 'pages/payment-posting.html' },
      ],
      31,
    );
    expect(text).toContain('pages/index.html:16:200  <div> element is not permitted as content under <summary>  [element-permitted-content]\n    at details > summary > div');
    expect(text).toContain('3 HTML error(s) on 2 of 31 pages');
    expect(text).toContain('element-permitted-content: 3 error(s) on 2 page(s)');
  });

  it('says so when every page is valid', () => {
    expect(formatErrors([], 31)).toBe('31 pages checked: valid HTML.');
  });
});

describe('htmlFilesUnder', () => {
  it('finds the HTML pages in nested folders, not their compressed copies', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    try {
      mkdirSync(join(dir, 'blogs', 'page'), { recursive: true });
      for (const file of ['index.html', 'index.html.gz', 'index.html.br', 'blogs/page/2.html', 'notes.txt']) writeFileSync(join(dir, file), '');
      expect(htmlFilesUnder(dir)).toEqual([join('blogs', 'page', '2.html'), 'index.html']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
