import { codeTokens, correctQuery, excerptParts, markCodes, namesCode, queryTokens, type ExcerptPart } from './searchQuery';

/*
 * The site search over Pagefind's JavaScript API. Its files are written by
 * the prerender (tooling/build/searchIndex.js) and fetched only once the
 * search opens: the first visit of a page does not load them.
 */

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: PagefindSubResult[];
}

interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

interface Engine {
  pagefind: Pagefind;
  words: string[];
  known: Set<string>;
}

/** One place a result opens: a page, or a section or code row of it. */
export interface SearchHit {
  url: string;
  page: string;
  /** The section's heading, or the code row's code and description; absent when the hit is the page's opening. */
  section?: ExcerptPart[];
  /** The matching words in context; empty for a code row, whose title says it all. */
  excerpt: ExcerptPart[];
}

export interface SearchOutcome {
  /** What was searched: the query, or the query with its words corrected. */
  searched: string;
  hits: SearchHit[];
}

const pagesShown = 8;
const sectionsPerPage = 2;
const codeRowsPerPage = 3;

let loading: Promise<Engine> | null = null;
let attempts = 0;

/**
 * Loads Pagefind and the word list, once. After a failure the next call
 * tries again; a module the browser failed to fetch stays failed under its
 * URL, so a retry asks for it under another.
 */
export function loadSearch(): Promise<Engine> {
  if (!loading) {
    attempts += 1;
    const script = `/pagefind/pagefind.js${attempts > 1 ? `?attempt=${attempts}` : ''}`;
    loading = (async () => {
      const [pagefind, words] = await Promise.all([
        import(/* @vite-ignore */ script) as Promise<Pagefind>,
        // Without the word list the search works, only without spelling correction.
        fetch('/search/words.json')
          .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
          .catch(() => []),
      ]);
      await pagefind.options({ excerptLength: 24 });
      await pagefind.init();
      return { pagefind, words, known: new Set(words) };
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** How many of a section's words matched, for ordering a page's sections. */
const weight = (sub: PagefindSubResult) => sub.locations?.length ?? 0;

const plain = (sub: PagefindSubResult) => `${sub.title} ${excerptParts(sub.excerpt).map((part) => part.text).join('')}`;

/** A code table's row (its section runs on to the next anchor, past the table's end). */
const isRow = (sub: PagefindSubResult) => /#(code|modifier)-/.test(sub.url);

/** Whether a section names every code of the query: a row in itself, other sections anywhere in their text. */
const namesAll = (sub: PagefindSubResult, codes: string[]) =>
  codes.every((code) => namesCode(isRow(sub) ? sub.title : plain(sub), code));

/** A page's hits: the code rows and sections naming every code of the query (rows first), or its best-matching sections. */
function hitsOf(data: PagefindData, codes: string[]): SearchHit[] {
  const page = data.meta.title ?? data.url;
  const sections = codes.length
    ? data.sub_results.filter((sub) => namesAll(sub, codes)).sort((a, b) => Number(isRow(b)) - Number(isRow(a)))
    : [...data.sub_results].sort((a, b) => weight(b) - weight(a));
  return sections.slice(0, codes.length ? codeRowsPerPage : sectionsPerPage).map((sub) => ({
    url: sub.url,
    page,
    section: sub.title && sub.title !== page ? markCodes(sub.title, codes) : undefined,
    excerpt: isRow(sub) ? [] : excerptParts(sub.excerpt),
  }));
}

async function run(engine: Engine, query: string): Promise<SearchHit[]> {
  const search = await engine.pagefind.search(query);
  if (!search) return [];
  const codes = codeTokens(query);
  const pages = await Promise.all(search.results.slice(0, pagesShown * 2).map((result) => result.data()));
  return pages
    .map((data) => hitsOf(data, codes))
    .filter((hits) => hits.length)
    .slice(0, pagesShown)
    .flat();
}

/**
 * Searches the site. A query with a word the pages never use is searched with
 * that word replaced by the nearest one they do, as long as that finds
 * something: Pagefind's own matching of a misspelt word is loose (it finds
 * "cardiolgy" on the anesthesiology page alone). A failure (an index file the
 * network or a newer release took away) forgets the loaded index, so the
 * next search loads it afresh.
 */
export async function searchSite(query: string): Promise<SearchOutcome> {
  const engine = await loadSearch();
  try {
    const instead = correctQuery(query, engine.words, engine.known);
    if (instead !== queryTokens(query).join(' ')) {
      const hits = await run(engine, instead);
      if (hits.length) return { searched: instead, hits };
    }
    return { searched: query, hits: await run(engine, query) };
  } catch (error) {
    loading = null;
    throw error;
  }
}
