import { describe, expect, it } from 'vitest';
import { mainText, vocabulary } from './searchIndex.js';

describe('the search’s word list', () => {
  const page = `<html><head><style>.css-1{color:red}</style></head><body>
    <header>Navigation words</header>
    <main id="main"><nav>On this page</nav><style>.x{}</style><h1>Prior Authorization</h1>
    <p>Prior authorization &amp; denials, 99291 and XS.</p></main>
    <footer>Footer words</footer></body></html>`;

  it('reads the text of <main> only, without its navigation, styles or markup', () => {
    const text = mainText(page);
    expect(text).toContain('Prior Authorization');
    expect(text).not.toMatch(/Navigation|Footer|On this page|color|<h1>/);
  });

  it('lists words of four letters or more, lowercase, most frequent first', () => {
    expect(vocabulary([mainText(page), 'denials denials'])).toEqual(['denials', 'authorization', 'prior']);
  });
});
