import { Accordion, Collapse, MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// A folded part drawn on the server is hidden with display: none, not held in an <Activity>: an
// Activity the server drew is hydrated apart, and a render of its parent before then (Mantine's
// reduced-motion check re-renders every Collapse once the page is taken over) makes React hydrate
// it at once, in one long task. A hidden Activity is not drawn on the server at all.

function drawn(children: React.ReactNode): string {
  return renderToString(<MantineProvider theme={theme}>{children}</MantineProvider>);
}

describe('the theme: folded parts', () => {
  it('draws a folded Collapse, hidden, with what it holds', () => {
    const markup = drawn(
      <Collapse expanded={false}>
        <p>Folded details</p>
      </Collapse>,
    );
    expect(markup).toContain('Folded details');
    expect(markup).toMatch(/display:\s?none/);
  });

  it("draws an accordion's closed panel, hidden, with what it holds", () => {
    const markup = drawn(
      <Accordion>
        <Accordion.Item value="one">
          <Accordion.Control>A question</Accordion.Control>
          <Accordion.Panel>
            <p>The answer</p>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>,
    );
    expect(markup).toContain('The answer');
    expect(markup).toMatch(/display:\s?none/);
  });
});
