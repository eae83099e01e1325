import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDismissableTooltip } from './chart-tooltip';

// A chart's tooltip (WCAG 1.4.13): kept inside the drawing, gone when the pointer leaves, on
// Escape (which then closes nothing else, such as a modal around the chart) and on a tap
// elsewhere; back when the pointer moves over the drawing again.

function Drawing() {
  const tooltip = useDismissableTooltip();
  return (
    <>
      <div data-testid="drawing" {...tooltip.containerProps}>
        {tooltip.tooltipProps.active === false ? 'dismissed' : 'may show'}
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

function move(element: HTMLElement, pointerType: string, buttons = 0) {
  fireEvent.pointerMove(element, { pointerType, buttons });
}

describe('useDismissableTooltip', () => {
  it('keeps the tooltip inside the drawing', () => {
    let props: ReturnType<typeof useDismissableTooltip>['tooltipProps'] | undefined;
    function Probe() {
      props = useDismissableTooltip().tooltipProps;
      return null;
    }
    render(<Probe />);
    expect(props?.allowEscapeViewBox).toEqual({ x: false, y: false });
    expect(props?.wrapperStyle.maxWidth).toBe('100%');
  });

  it('closes when the pointer leaves, and opens again when it comes back', () => {
    render(<Drawing />);
    const drawing = screen.getByTestId('drawing');
    move(drawing, 'mouse');
    expect(drawing.textContent).toBe('may show');
    fireEvent.pointerLeave(drawing, { pointerType: 'mouse' });
    expect(drawing.textContent).toBe('dismissed');
    move(drawing, 'mouse');
    expect(drawing.textContent).toBe('may show');
  });

  it('closes on Escape without letting Escape close anything else', () => {
    const onKeyDown = vi.fn();
    document.body.addEventListener('keydown', onKeyDown);
    render(<Drawing />);
    const drawing = screen.getByTestId('drawing');
    move(drawing, 'mouse');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(drawing.textContent).toBe('dismissed');
    expect(onKeyDown).not.toHaveBeenCalled();
    // With no tooltip showing, Escape goes on as usual (a modal closes).
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    document.body.removeEventListener('keydown', onKeyDown);
  });

  it('stays after a tap on the drawing, and closes on a tap elsewhere', () => {
    render(<Drawing />);
    const drawing = screen.getByTestId('drawing');
    fireEvent.pointerDown(drawing, { pointerType: 'touch' });
    move(drawing, 'touch', 1);
    fireEvent.pointerLeave(drawing, { pointerType: 'touch' });
    expect(drawing.textContent).toBe('may show');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }), {
      pointerType: 'touch',
    });
    expect(drawing.textContent).toBe('dismissed');
    fireEvent.pointerDown(drawing, { pointerType: 'touch' });
    expect(drawing.textContent).toBe('may show');
  });
});
