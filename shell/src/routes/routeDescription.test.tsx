import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeDescriptions } from '../content/routeDescriptions';

/**
 * The hook module reads the document it arrives in when it is first imported,
 * so each test sets the document up and then imports a fresh copy.
 */
async function arriveAt(path: string, prerenderedDescription?: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = prerenderedDescription
    ? `<meta name="description" content="${prerenderedDescription}">`
    : '';
  vi.resetModules();
  const loaded = vi.fn();
  vi.doMock('../content/routeDescriptions', async () => {
    loaded();
    return vi.importActual('../content/routeDescriptions');
  });
  return { ...(await import('./routeDescription')), loaded };
}

afterEach(() => {
  vi.doUnmock('../content/routeDescriptions');
  document.head.innerHTML = '';
});

describe('useRouteDescription', () => {
  it("takes the opened page's description from its prerendered head, without fetching the others", async () => {
    const { useRouteDescription, loaded } = await arriveAt('/AboutUs', 'As prerendered');
    const { result } = renderHook(() => useRouteDescription('/aboutus'));
    expect(result.current).toBe('As prerendered');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).not.toHaveBeenCalled();
  });

  it('fetches the descriptions for a page reached by navigating, once', async () => {
    const { useRouteDescription, loaded } = await arriveAt('/aboutus', 'As prerendered');
    const { result, rerender } = renderHook(({ path }) => useRouteDescription(path), {
      initialProps: { path: '/contactus' },
    });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(routeDescriptions['/contactus']));
    rerender({ path: '/blogs' });
    expect(result.current).toBe(routeDescriptions['/blogs']);
    // Back on the opened page: the same text, now from the fetched table.
    rerender({ path: '/aboutus' });
    expect(result.current).toBe(routeDescriptions['/aboutus']);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('without a prerendered page (development), fetches the descriptions for the first page too', async () => {
    const { useRouteDescription } = await arriveAt('/no-such-page');
    const { result } = renderHook(() => useRouteDescription('*'));
    await waitFor(() => expect(result.current).toBe(routeDescriptions['*']));
  });
});
