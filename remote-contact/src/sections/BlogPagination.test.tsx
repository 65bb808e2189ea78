import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogPagination } from './BlogPagination';

describe('BlogPagination', () => {
  it('prerenders its page links as a list inside one Pagination landmark (before any script runs)', () => {
    const html = renderToString(<BlogPagination pageCount={2} page={0} onPageChange={() => {}} hrefOf={(page) => `/blogs/${page}`} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const landmarks = container.querySelectorAll('nav, [role="navigation"]');
    expect(landmarks).toHaveLength(1);
    expect(landmarks[0]?.getAttribute('aria-label')).toBe('Pagination');
    const list = container.querySelector('nav > ul');
    expect(list?.hasAttribute('role')).toBe(false);
    expect(list?.hasAttribute('aria-label')).toBe(false);
    expect(list?.querySelectorAll(':scope > li')).toHaveLength(4);
  });
});
