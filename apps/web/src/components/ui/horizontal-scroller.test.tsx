import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HorizontalScroller } from './horizontal-scroller';

// Spec 3 §9: the row scrolls 500 px a click, its arrows are measured again 500 ms after a click
// and show where more than 2 px is cut off.

function Row() {
  return (
    <MantineProvider>
      <HorizontalScroller label="Your funds">
        {['One', 'Two', 'Three'].map((name) => (
          <a key={name} href={`#${name}`}>
            {name}
          </a>
        ))}
      </HorizontalScroller>
    </MantineProvider>
  );
}

/** Lays the region out as a browser would: a row `width` px wide in a `visible` px wide box. */
function layOut(region: HTMLElement, { width, visible, left = 0 }: Record<string, number>) {
  Object.defineProperty(region, 'scrollWidth', { configurable: true, value: width });
  Object.defineProperty(region, 'clientWidth', { configurable: true, value: visible });
  region.scrollLeft = left;
}

/** The region after a scroll event has been measured (once a frame). */
function scrolled(region: HTMLElement) {
  fireEvent.scroll(region);
  act(() => {
    vi.advanceTimersByTime(20);
  });
}

function renderRow() {
  render(<Row />);
  const region = screen.getByRole('region', { name: 'Your funds' });
  // Where the row is asked to go: the browser's smooth scroll, here at once (no scroll event).
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    region.scrollLeft = options.left ?? region.scrollLeft;
  });
  region.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { region, scrollTo };
}

const arrow = (name: 'Scroll left' | 'Scroll right') => screen.queryByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HorizontalScroller', () => {
  it('shows no arrow when the row fits, and keeps the region out of the tab order', () => {
    const { region } = renderRow();
    layOut(region, { width: 300, visible: 300 });
    scrolled(region);
    expect(arrow('Scroll left')).toBeNull();
    expect(arrow('Scroll right')).toBeNull();
    expect(region.tabIndex).toBe(-1);
    // The items stay where they were, reachable by Tab.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });

  it('shows an arrow on each side where more than 2 px is cut off', () => {
    const { region } = renderRow();
    layOut(region, { width: 302, visible: 300 });
    scrolled(region);
    expect(arrow('Scroll right')).toBeNull();

    layOut(region, { width: 1000, visible: 300 });
    scrolled(region);
    expect(arrow('Scroll left')).toBeNull();
    expect(arrow('Scroll right')).not.toBeNull();
    expect(region.tabIndex).toBe(0);
    expect(region.hasAttribute('data-cut-right')).toBe(true);

    layOut(region, { width: 1000, visible: 300, left: 350 });
    scrolled(region);
    expect(arrow('Scroll left')).not.toBeNull();
    expect(arrow('Scroll right')).not.toBeNull();

    layOut(region, { width: 1000, visible: 300, left: 700 });
    scrolled(region);
    expect(arrow('Scroll left')).not.toBeNull();
    expect(arrow('Scroll right')).toBeNull();
  });

  it('scrolls 500 px a click, smoothly, and measures its arrows again 500 ms later', () => {
    const { region, scrollTo } = renderRow();
    layOut(region, { width: 1500, visible: 300 });
    scrolled(region);

    fireEvent.click(arrow('Scroll right')!);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });
    expect(region.scrollLeft).toBe(500);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(arrow('Scroll left')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(arrow('Scroll left')).not.toBeNull();
    expect(arrow('Scroll right')).not.toBeNull();

    // The next click stops at the end (1200), where the right arrow goes.
    fireEvent.click(arrow('Scroll right')!);
    fireEvent.click(arrow('Scroll right')!);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1200, behavior: 'smooth' });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(arrow('Scroll right')).toBeNull();

    fireEvent.click(arrow('Scroll left')!);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 700, behavior: 'smooth' });
  });

  it('jumps instead of gliding when the member prefers reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      const { region, scrollTo } = renderRow();
      layOut(region, { width: 800, visible: 300 });
      scrolled(region);
      fireEvent.click(arrow('Scroll right')!);
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 500, behavior: 'instant' });
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('hands the focus of an arrow that goes to the row', () => {
    const { region } = renderRow();
    layOut(region, { width: 600, visible: 300 });
    scrolled(region);
    const right = arrow('Scroll right')!;
    right.focus();
    fireEvent.click(right);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(arrow('Scroll right')).toBeNull();
    expect(document.activeElement).toBe(region);
  });

  it('is drawn without arrows on the server and hydrates without a mismatch', async () => {
    const html = renderToString(<Row />);
    expect(html).not.toContain('Scroll right');
    expect(html).not.toContain('Scroll left');
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-label="Your funds"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(container, <Row />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
