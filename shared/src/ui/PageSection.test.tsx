import Typography from '@mui/material/Typography';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../brand';
import { PageSection, type PageSectionProps } from './PageSection';

const roots: Root[] = [];

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  cleanup();
  document.body.innerHTML = '';
});

function Section(props: Partial<PageSectionProps>) {
  return (
    <PageSection headingId="rules-heading" {...props}>
      <Typography id="rules-heading" variant="h2">
        Billing rules
      </Typography>
      <p>Every claim goes out clean.</p>
    </PageSection>
  );
}

/** The colour a visitor sees behind the section. */
const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor.replaceAll(' ', '').toLowerCase();

describe('PageSection', () => {
  it('is a landmark named by the heading it holds', () => {
    render(<Section />);
    const region = screen.getByRole('region', { name: 'Billing rules' });
    expect(region.tagName).toBe('SECTION');
    expect(region.getAttribute('aria-labelledby')).toBe('rules-heading');
    expect(region.textContent).toContain('Every claim goes out clean.');
  });

  it('puts its content in the site-wide column, or straight in the section when it sits in a column already', () => {
    render(<Section />);
    const column = screen.getByText('Every claim goes out clean.').parentElement!;
    expect(column.tagName).not.toBe('SECTION');
    expect(column.className).toContain('MuiContainer-maxWidthLg');
    cleanup();

    render(<Section maxWidth="md" />);
    expect(screen.getByText('Every claim goes out clean.').parentElement!.className).toContain('MuiContainer-maxWidthMd');
    cleanup();

    render(<Section maxWidth={false} />);
    expect(screen.getByText('Every claim goes out clean.').parentElement!.tagName).toBe('SECTION');
  });

  it('shows the page background, the pale brand tint or a dark band with white text', () => {
    render(<Section />);
    expect(background(screen.getByRole('region'))).toMatch(/^(#fff|#ffffff|rgb\(255,255,255\))$/);
    cleanup();

    render(<Section tone="mist" />);
    expect(background(screen.getByRole('region'))).toMatch(new RegExp(`^(${brand.mist.toLowerCase()}|rgb\\(244,248,251\\))$`));
    cleanup();

    render(<Section tone="dark" />);
    const dark = screen.getByRole('region');
    expect(getComputedStyle(dark).color.replaceAll(' ', '').toLowerCase()).toMatch(/^(#fff|#ffffff|rgb\(255,255,255\))$/);
    expect(background(dark)).toMatch(new RegExp(`^(${brand.navy.toLowerCase()}|rgb\\(10,61,98\\))$`));
  });

  it('lets the section add its own styles and attributes, and hands its element to a ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Section ref={ref} aria-roledescription="carousel" sx={{ scrollMarginTop: 68 }} />);
    const region = screen.getByRole('region');
    expect(ref.current).toBe(region);
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(getComputedStyle(region).scrollMarginTop).toBe('68px');
  });

  it('hydrates its prerendered HTML without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Section tone="mist" spacing="regular" />);
    document.body.append(container);
    const prerendered = container.querySelector('section');
    const errors = vi.spyOn(console, 'error');

    await act(async () => {
      roots.push(hydrateRoot(container, <Section tone="mist" spacing="regular" />));
    });
    expect(container.querySelector('section')).toBe(prerendered);
    expect(errors).not.toHaveBeenCalled();
  });
});
