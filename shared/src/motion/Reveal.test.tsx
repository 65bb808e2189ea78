import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Reveal } from './Reveal';
import { animateWithoutWebAnimations, fakeViewport } from 'tooling/testing/viewport';

beforeAll(animateWithoutWebAnimations);

const revealed = (
  <Reveal from="left" distance={40} duration={0.2}>
    <p>Revealed text</p>
  </Reveal>
);

/** The wrapper's style as the visitor's browser applies it. */
function look(element: HTMLElement) {
  return { opacity: element.style.opacity, transform: element.style.transform };
}

describe('Reveal', () => {
  it('is visible and in place in the prerendered HTML', () => {
    const html = renderToString(revealed);
    expect(html).toContain('Revealed text');
    expect(html).toMatch(/style="opacity:1;transform:none"/);
  });

  it('hides content that is below the fold when scripts take over, then slides it in when it scrolls into view', async () => {
    const viewport = fakeViewport({ top: 5000 });
    const container = document.createElement('div');
    container.innerHTML = renderToString(revealed);
    document.body.append(container);
    const wrapper = container.firstElementChild as HTMLElement;
    await act(async () => {
      hydrateRoot(container, revealed);
    });
    expect(container.firstElementChild).toBe(wrapper);
    // Hidden once framer-motion's features have loaded (a dynamic import).
    await waitFor(() => expect(look(wrapper)).toEqual({ opacity: '0', transform: 'translateX(-40px)' }));

    // Every step it shows on the way in.
    const steps: string[] = [];
    new MutationObserver(() => steps.push(wrapper.style.transform)).observe(wrapper, { attributeFilter: ['style'] });
    act(() => viewport.scrollTo(wrapper));
    await waitFor(() => expect(look(wrapper)).toEqual({ opacity: '1', transform: 'none' }));
    expect(screen.getByText('Revealed text')).toBeTruthy();
    // It slid: there were positions between the start and the end.
    expect(steps.filter((transform) => /translateX\(-(\d|[1-3]\d)(\.\d+)?px\)/.test(transform)).length).toBeGreaterThan(0);
  });

  it('leaves content that is on screen when scripts take over as it is', async () => {
    fakeViewport({ top: 100 });
    const { container } = render(
      <Reveal component="li" delay={0.1}>
        On screen
      </Reveal>,
    );
    const item = container.querySelector('li')!;
    expect(item.textContent).toBe('On screen');
    // Once the features have loaded, long enough for a hide to have shown.
    await act(async () => {
      await import('./motionFeatures');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(look(item)).toEqual({ opacity: '1', transform: 'none' });
  });
});
