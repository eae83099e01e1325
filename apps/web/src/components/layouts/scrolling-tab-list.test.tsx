import { Tabs } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ScrollingTabList, tabClassName } from './scrolling-tab-list';

function renderTabs() {
  renderWithProviders(
    <Tabs defaultValue="one">
      <ScrollingTabList label="Fund details">
        {['one', 'two', 'three'].map((value) => (
          <Tabs.Tab key={value} value={value} className={tabClassName}>
            {value}
          </Tabs.Tab>
        ))}
      </ScrollingTabList>
    </Tabs>,
  );
  return { region: screen.getByRole('region', { name: 'Fund details tabs' }) };
}

/** Lays the bar out as a browser would: `width` of tabs in a `visible` px wide box. */
function layOut(region: HTMLElement, { width, visible, left }: Record<string, number>) {
  Object.defineProperty(region, 'scrollWidth', { configurable: true, value: width });
  Object.defineProperty(region, 'clientWidth', { configurable: true, value: visible });
  region.scrollLeft = left ?? 0;
  fireEvent.scroll(region);
  act(() => {
    vi.advanceTimersByTime(20);
  });
}

const arrow = (name: string) => screen.queryByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ScrollingTabList', () => {
  it('keeps the tabs and their roles in one named list inside the scroll region', () => {
    const { region } = renderTabs();
    const list = screen.getByRole('tablist', { name: 'Fund details' });
    expect(region.contains(list)).toBe(true);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'one',
      'two',
      'three',
    ]);
  });

  it('shows an arrow at each edge where tabs are cut off, and none when they all fit', () => {
    const { region } = renderTabs();
    layOut(region, { width: 500, visible: 200, left: 0 });
    expect(arrow('Scroll left')).toBeNull();
    expect(arrow('Scroll right')).not.toBeNull();

    layOut(region, { width: 500, visible: 200, left: 150 });
    expect(arrow('Scroll left')).not.toBeNull();
    expect(arrow('Scroll right')).not.toBeNull();

    layOut(region, { width: 500, visible: 200, left: 300 });
    expect(arrow('Scroll left')).not.toBeNull();
    expect(arrow('Scroll right')).toBeNull();

    layOut(region, { width: 200, visible: 200, left: 0 });
    expect(arrow('Scroll left')).toBeNull();
    expect(arrow('Scroll right')).toBeNull();
  });
});
