import { describe, expect, it } from 'vitest';
import {
  federationIdOf,
  firstVisitFiles,
  formatTable,
  htmlScriptUrls,
  inlineCssBytes,
  loaderImports,
  overBudget,
  sharedChunks,
  staticClosure,
  type App,
} from './jsBudget.mjs';

const noCode = (file: string): string => {
  throw new Error(`read ${file}`);
};

const assets = (...files: string[]) => ({ js: { sync: [], async: files } });

/** A shell like the build's: a bootstrap outside Vite's manifest, an entry, two shared libraries (one tree-shaken) and two pages. */
function shellApp(): App {
  return {
    name: 'shell',
    base: '/',
    vite: {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_react-share.js', '_runtime.js'],
        dynamicImports: ['src/pages/PrivacyPolicyPage.tsx', 'src/layout/NewsletterForm.tsx'],
      },
      'virtual:mf:hostInit': { file: 'assets/hostInit-1.js', imports: ['_runtime.js'] },
      'virtual:mf:pendingShares': { file: 'assets/pendingShares-1.js' },
      '_react-share.js': { file: 'assets/react-share-1.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-1.js' },
      'virtual:mf:__mfe_internal__shell__prebuild__react_mf_2_router_mf_2_dom__prebuild__.js': { file: 'assets/router-whole-1.js' },
      'virtual:mf:__mfe_internal__shell__treeShakingProvider__react_mf_2_router_mf_2_dom__treeShakingProvider__.js': {
        file: 'assets/router-shaken-1.js',
        imports: ['_react-share.js'],
      },
      'src/pages/PrivacyPolicyPage.tsx': { file: 'assets/Privacy-1.js', isDynamicEntry: true, imports: ['_react-share.js', 'index.html'] },
      'src/layout/NewsletterForm.tsx': { file: 'assets/Newsletter-1.js', isDynamicEntry: true },
    },
    federation: {
      shared: [
        { name: 'react', assets: assets('assets/react-share-1.js') },
        { name: 'react-router-dom', assets: assets('assets/router-whole-1.js') },
      ],
      exposes: [],
    },
    stats: {
      shared: [
        { name: 'react', assets: assets('assets/react-share-1.js') },
        { name: 'react-router-dom', treeShaking: { status: 1 }, assets: assets('assets/router-whole-1.js') },
      ],
      exposes: [],
    },
  };
}

function remoteApp(): App {
  return {
    name: 'home',
    base: '/mf/home/',
    vite: {
      'virtual:mf-REMOTE_ENTRY_ID:home': { file: 'remoteEntry.js', imports: ['_glue.js'], dynamicImports: ['src/pages/HomePage.tsx'] },
      '_glue.js': { file: 'assets/glue-1.js' },
      'src/pages/HomePage.tsx': { file: 'assets/HomePage-1.js', isEntry: true, imports: ['_glue.js', '_icon.js'], dynamicImports: ['src/sections/Faq.tsx'] },
      '_icon.js': { file: 'assets/icon-1.js' },
      'src/sections/Faq.tsx': { file: 'assets/Faq-1.js', isDynamicEntry: true },
      '_swiper-prebuild.js': { file: 'assets/swiper-own-1.js', imports: ['_glue.js'] },
    },
    federation: {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { name: 'react', assets: assets('assets/react-own-1.js') },
        { name: 'swiper', assets: assets('assets/swiper-own-1.js') },
      ],
      exposes: [{ name: 'HomePage', assets: { js: { sync: ['assets/glue-1.js', 'assets/HomePage-1.js', 'assets/icon-1.js'], async: ['assets/Faq-1.js'] } } }],
    },
  };
}

const bootstrap = [
  'const __mfImport = (src) => import(src);',
  '(async () => { const h = await __mfImport("./hostInit-1.js"); await h.initHost();',
  '  await __mfImport("./pendingShares-1.js"); })().then(() => __mfImport("./index-1.js"));',
].join('\n');

const page = [
  '<head><script>addEventListener("submit", () => {})</script>',
  '<script type="module" crossorigin src="/assets/bootstrap-1.js"></script>',
  '<link rel="stylesheet" href="/assets/index-1.css">',
  '<link rel="modulepreload" crossorigin href="/assets/hostInit-1.js">',
  '<link rel="preload" as="font" href="/assets/inter.woff2"></head>',
].join('');

const readCode = (app: App, file: string) => {
  if (app.name === 'shell' && file === 'assets/bootstrap-1.js') return bootstrap;
  throw new Error(`unexpected read of ${app.name}/${file}`);
};

describe('htmlScriptUrls', () => {
  it("lists the page's script files and module preloads, not inline scripts, styles or fonts", () => {
    expect(htmlScriptUrls(page)).toEqual(['/assets/bootstrap-1.js', '/assets/hostInit-1.js']);
  });

  it('leaves out data blocks, and lists a file once', () => {
    const html =
      '<script type="application/ld+json">{}</script><script src=/a.js></script>' +
      "<link rel='modulepreload' href='/a.js'><link href=\"/b.js\" rel=\"modulepreload\">";
    expect(htmlScriptUrls(html)).toEqual(['/a.js', '/b.js']);
  });

  it('refuses a script from another origin, which the build cannot measure', () => {
    expect(() => htmlScriptUrls('<script src="https://cdn.example.com/x.js"></script>')).toThrow(/another origin/);
    expect(() => htmlScriptUrls('<link rel="modulepreload" href="//cdn.example.com/x.js">')).toThrow(/another origin/);
  });
});

describe('loaderImports', () => {
  it("reads a loader's imports: static, re-exports, import() and the federation bootstrap's __mfImport()", () => {
    const code = 'import "./a.js";import{x}from"./b.js";export*from"../c.js";import(`./d.js`);__mfImport("./e.js");import(name);';
    expect(loaderImports(code).sort()).toEqual(['../c.js', './a.js', './b.js', './d.js', './e.js']);
  });

  it('ignores bare package names', () => {
    expect(loaderImports('import React from "react";import("@mui/material")')).toEqual([]);
  });
});

describe('federationIdOf', () => {
  it("spells a shared library's name as the federation plugin's module ids do", () => {
    expect(federationIdOf('react-router-dom')).toBe('react_mf_2_router_mf_2_dom');
    expect(federationIdOf('@mui/material/Box')).toBe('_mf_0_mui_mf_1_material_mf_1_Box');
  });
});

describe('staticClosure', () => {
  it("follows the Vite manifest's static imports, not its dynamic ones", () => {
    expect([...staticClosure(shellApp(), ['assets/index-1.js'], noCode)].sort()).toEqual([
      'assets/index-1.js',
      'assets/react-share-1.js',
      'assets/runtime-1.js',
    ]);
  });

  it("reads a generated loader the manifest does not list and follows what it imports", () => {
    expect([...staticClosure(shellApp(), ['assets/bootstrap-1.js'], (file) => readCode(shellApp(), file))].sort()).toEqual([
      'assets/bootstrap-1.js',
      'assets/hostInit-1.js',
      'assets/index-1.js',
      'assets/pendingShares-1.js',
      'assets/react-share-1.js',
      'assets/runtime-1.js',
    ]);
  });

  it('fails on an import the manifest does not list', () => {
    const app = shellApp();
    app.vite['_broken.js'] = { file: 'assets/broken.js', imports: ['_gone.js'] };
    expect(() => staticClosure(app, ['assets/broken.js'], noCode)).toThrow(/_gone\.js/);
  });
});

describe('sharedChunks', () => {
  it("takes a library's chunks from mf-manifest.json, and a tree-shaken library's own chunk instead", () => {
    expect(sharedChunks(shellApp())).toEqual(['assets/react-share-1.js', 'assets/router-shaken-1.js']);
  });

  it("takes the whole library when it is not tree-shaken", () => {
    const app = shellApp();
    app.stats = undefined;
    expect(sharedChunks(app)).toEqual(['assets/react-share-1.js', 'assets/router-whole-1.js']);
  });

  it('fails when the tree-shaken chunk is missing', () => {
    const app = shellApp();
    for (const key of Object.keys(app.vite)) if (key.includes('treeShakingProvider')) delete app.vite[key];
    expect(() => sharedChunks(app)).toThrow(/tree-shaken chunk of the shared "react-router-dom"/);
  });
});

describe('firstVisitFiles', () => {
  const site = () => ({ shell: shellApp(), remotes: { home: remoteApp() } });
  const urls = (files: { url: string }[]) => files.map((file) => file.url).sort();
  const shellPart = [
    '/assets/bootstrap-1.js',
    '/assets/hostInit-1.js',
    '/assets/index-1.js',
    '/assets/pendingShares-1.js',
    '/assets/react-share-1.js',
    '/assets/router-shaken-1.js',
    '/assets/runtime-1.js',
  ];

  it("a shell page: the shell's scripts, its shared libraries and the page's chunk", () => {
    expect(urls(firstVisitFiles(site(), { shell: 'privacy' }, page, readCode))).toEqual(
      [...shellPart, '/assets/Privacy-1.js'].sort(),
    );
  });

  it("a remote's page: its entry, the exposed module with its static imports, and its copy of what the shell does not share", () => {
    expect(urls(firstVisitFiles(site(), { remote: 'home', module: 'HomePage' }, page, readCode))).toEqual(
      [
        ...shellPart,
        '/mf/home/remoteEntry.js',
        '/mf/home/assets/glue-1.js',
        '/mf/home/assets/HomePage-1.js',
        '/mf/home/assets/icon-1.js',
        '/mf/home/assets/swiper-own-1.js',
      ].sort(),
    );
  });

  it('counts each file once', () => {
    const files = urls(firstVisitFiles(site(), { remote: 'home', module: 'HomePage' }, page, readCode));
    expect(new Set(files).size).toBe(files.length);
  });

  it('fails on a page the build does not have', () => {
    expect(() => firstVisitFiles(site(), { remote: 'home', module: 'Nope' }, page, readCode)).toThrow(/does not expose "Nope"/);
    expect(() => firstVisitFiles(site(), { remote: 'blog', module: 'X' }, page, readCode)).toThrow(/Unknown remote "blog"/);
    expect(() => firstVisitFiles(site(), { shell: 'terms' }, page, readCode)).toThrow(/"terms"/);
  });
});

describe('the report', () => {
  const rows = [
    { path: '/', bytes: 321_536, files: 52, cssBytes: 38_708 },
    { path: '/aboutus', bytes: 288_461, files: 49, cssBytes: 41_984 },
  ];
  const budgets = { firstLoadJsKb: 315 };

  it('prints each route with its sizes and its margin', () => {
    const table = formatTable(rows, budgets);
    expect(table).toMatch(/^\/\s+314\.0\s+52\s+1 KB left\s+37\.8$/m);
    expect(table).toMatch(/^\/aboutus\s+281\.7\s+49\s+33\.3 KB left\s+41\.0$/m);
    expect(formatTable(rows, { firstLoadJsKb: 300 })).toMatch(/^\/\s+314\.0\s+52\s+OVER by 14 KB/m);
  });

  it('names each route over the budget, and by how much', () => {
    expect(overBudget(rows, budgets)).toEqual([]);
    expect(overBudget(rows, { firstLoadJsKb: 300 })).toEqual(['/: 314 KB of JavaScript, 14 KB over the 300 KB budget']);
    expect(overBudget(rows, { firstLoadJsKb: 280 })).toHaveLength(2);
  });
});

describe('inline CSS', () => {
  it('counts the text of every <style> element of a page, and nothing else', () => {
    const html =
      '<head><style data-emotion="css-global 1">body{margin:0}</style><link rel="stylesheet" href="/a.css">' +
      '<style data-emotion="css x">.css-x{color:red}</style></head><body><p style="color:blue">é</p><style>p{}</style></body>';
    expect(inlineCssBytes(html)).toBe('body{margin:0}'.length + '.css-x{color:red}'.length + 'p{}'.length);
    expect(inlineCssBytes('<p>no styles</p>')).toBe(0);
  });
});
