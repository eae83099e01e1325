import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('draws the breadcrumb, then the page’s only level-one heading, then the page', () => {
    const { container } = renderWithProviders(
      <PageFrame
        title="Claims"
        breadcrumbs={[{ name: 'Claims', url: '/claims' }]}
        description={<p>Follow your claims.</p>}
      >
        <h2>Your claims</h2>
      </PageFrame>,
    );

    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Claims']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const home = within(breadcrumb).getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/dashboard');
    expect(within(breadcrumb).getByText('Claims').getAttribute('aria-current')).toBe('page');
    // In reading order: breadcrumb, title, its description, the page's sections (level two).
    const order = [...container.querySelectorAll('nav, h1, p, h2')].map((node) => node.tagName);
    expect(order).toEqual(['NAV', 'H1', 'P', 'H2']);
  });

  it('keeps a hidden title for screen readers and no breadcrumb on the dashboard', () => {
    renderWithProviders(
      <PageFrame title="Dashboard" isTitleHidden>
        <h2>Your funds</h2>
      </PageFrame>,
    );

    const title = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    expect(title.className).toMatch(/hiddenTitle/);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('puts an aside (an info icon) right after the title', () => {
    renderWithProviders(
      <PageFrame
        title="Tools and calculators"
        breadcrumbs={[{ name: 'Tools and calculators', url: '/tools-and-calculators' }]}
        titleAside={<button type="button">About these tools</button>}
      />,
    );

    const title = screen.getByRole('heading', { level: 1, name: 'Tools and calculators' });
    const button = screen.getByRole('button', { name: 'About these tools' });
    expect(title.parentElement?.contains(button)).toBe(true);
    expect(title.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
