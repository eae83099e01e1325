import { useEffect, useRef } from 'react';

/**
 * Moves keyboard focus into a modal's new section (DESIGN §4.11: keyboard works everywhere). When
 * `sectionKey` changes, the first `[data-autofocus]` element inside the container that is not in
 * a hidden part takes focus: a form's first field, a panel's heading, a confirmation's safe button.
 * Without this, the element that had focus leaves the page with its section and focus falls to
 * the document body.
 */
export function useSectionFocus<T extends HTMLElement>(sectionKey: string) {
  const containerRef = useRef<T>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const target = Array.from(container.querySelectorAll<HTMLElement>('[data-autofocus]')).find(
      (candidate) => candidate.closest('[hidden]') === null,
    );
    target?.focus();
  }, [sectionKey]);
  return containerRef;
}
