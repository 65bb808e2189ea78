import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdPresses } from './holdPresses';
import { partFailed, partIsLive } from './liveParts';

beforeAll(() => holdPresses(window));
afterEach(() => document.body.replaceChildren());

/** A part of the prerendered page whose code has not hydrated it yet, holding `markup`. */
function waitingPart(markup: string) {
  const part = document.createElement('div');
  part.setAttribute('data-hydrating', '');
  part.innerHTML = markup;
  document.body.append(part);
  return part;
}

/** Counts the clicks that reach the page's own handlers (React's listen on the root, below the document). */
function clicksReaching(part: HTMLElement) {
  const clicks = vi.fn();
  part.addEventListener('click', (event) => clicks((event.target as Element).closest('button, [role="button"]')?.id));
  return clicks;
}

describe('presses before a part is live', () => {
  it('holds a click, shows it was taken, and replays it once when the part goes live', () => {
    const part = waitingPart('<button type="button" id="next">Next</button>');
    const clicks = clicksReaching(part);
    const next = document.getElementById('next')!;

    next.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(next.hasAttribute('data-pressed')).toBe(true);

    partIsLive(part);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledWith('next');
    expect(next.hasAttribute('data-pressed')).toBe(false);
    expect(part.hasAttribute('data-hydrating')).toBe(false);

    // Live now: presses go straight through, and nothing is replayed again.
    next.click();
    partIsLive(part);
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('replays presses in the order they were made', () => {
    const part = waitingPart('<button type="button" id="a">A</button><button type="button" id="b">B</button>');
    const clicks = clicksReaching(part);
    document.getElementById('b')!.click();
    document.getElementById('a')!.click();
    partIsLive(part);
    expect(clicks.mock.calls).toEqual([['b'], ['a']]);
  });

  it('holds Enter and Space on a control that is a button only by its role', () => {
    const part = waitingPart('<a role="button" tabindex="0" id="page-2">2</a>');
    const clicks = clicksReaching(part);
    const link = document.getElementById('page-2')!;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    link.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    partIsLive(part);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('leaves alone what works without script: links, popover invokers, summaries, form submits', () => {
    const part = waitingPart(`
      <a href="#x" id="link">Link</a>
      <button type="button" popovertarget="menu" id="menu-button">Menu</button>
      <details><summary id="question">Q</summary>A</details>
      <form><input name="email"><button id="send">Send</button></form>`);
    const clicks = vi.fn();
    part.addEventListener('click', (event) => clicks(event.defaultPrevented));
    for (const id of ['link', 'menu-button', 'question', 'send']) document.getElementById(id)!.click();
    expect(clicks.mock.calls.every(([prevented]) => prevented === false)).toBe(true);
    expect(part.querySelector('[data-pressed]')).toBeNull();
  });

  it('waits for the innermost part: a live frame does not release a section still loading', () => {
    const frame = waitingPart('<div data-hydrating id="section"><button type="button" id="more">More</button></div>');
    const clicks = clicksReaching(frame);
    document.getElementById('more')!.click();
    partIsLive(frame);
    expect(clicks).not.toHaveBeenCalled();
    partIsLive(document.getElementById('section'));
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('drops the presses of a part whose code failed, and does not replay them later', () => {
    const part = waitingPart('<button type="button" id="next">Next</button>');
    const clicks = clicksReaching(part);
    document.getElementById('next')!.click();
    partFailed(part);
    expect(document.getElementById('next')!.hasAttribute('data-pressed')).toBe(false);
    // Not held while it has failed either: the part says it did not load.
    document.getElementById('next')!.click();
    expect(document.getElementById('next')!.hasAttribute('data-pressed')).toBe(false);
    clicks.mockClear();
    partIsLive(part);
    expect(clicks).not.toHaveBeenCalled();
  });
});
