import { Tabs } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  const list = screen.getByRole('tablist', { name: 'Fund details' });
  const scroller = list.parentElement!;
  const bar = scroller.parentElement!;
  return { scroller, bar };
}

/** Lays the row out as a browser would: `width` of tabs in a `visible` px wide box. */
function layOut(scroller: HTMLElement, { width, visible, left }: Record<string, number>) {
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: width });
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: visible });
  scroller.scrollLeft = left ?? 0;
  fireEvent.scroll(scroller);
}

describe('ScrollingTabList', () => {
  it('keeps the tabs and their roles in one list', () => {
    renderTabs();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'one',
      'two',
      'three',
    ]);
  });

  it('shows a cue at each edge where tabs are cut off, and none when they all fit', () => {
    const { scroller, bar } = renderTabs();
    layOut(scroller, { width: 500, visible: 200, left: 0 });
    expect(bar.hasAttribute('data-more-start')).toBe(false);
    expect(bar.hasAttribute('data-more-end')).toBe(true);

    layOut(scroller, { width: 500, visible: 200, left: 150 });
    expect(bar.hasAttribute('data-more-start')).toBe(true);
    expect(bar.hasAttribute('data-more-end')).toBe(true);

    layOut(scroller, { width: 500, visible: 200, left: 300 });
    expect(bar.hasAttribute('data-more-start')).toBe(true);
    expect(bar.hasAttribute('data-more-end')).toBe(false);

    layOut(scroller, { width: 200, visible: 200, left: 0 });
    expect(bar.hasAttribute('data-more-start')).toBe(false);
    expect(bar.hasAttribute('data-more-end')).toBe(false);
  });
});
