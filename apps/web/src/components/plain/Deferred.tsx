import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Parts of a page drawn when the reader comes near them (docs/decisions/performance.md §16): on a
 * phone the home page's lower sections need antd's frame, whose loading and first render block a slow
 * phone's main thread for a second; a reader who never scrolls there should not wait for it.
 */

/** The regions still waiting, each with the way to draw it now. */
const waiting = new Set<() => void>();

/**
 * Draws every waiting region at once; false when none was waiting. The settled probe
 * (app/settled.tsx) calls it: a test that waits for the page means the whole page.
 */
export function revealDeferred(): boolean {
  if (waiting.size === 0) return false;
  for (const reveal of [...waiting]) reveal();
  return true;
}

/** What draws a region besides its coming into view: the reader starting to use the page (a keyboard user tabbing on, a tap). */
const INTERACTIONS = ['keydown', 'pointerdown'] as const;

/**
 * `children` once the placeholder comes within `margin` of the viewport's bottom, or the reader
 * presses a key or the pointer. Render it once what is above it has its height: a short skeleton
 * above would bring it into view at once. Without IntersectionObserver (old browsers, jsdom) it
 * draws at once.
 */
export function Deferred({ margin = 200, placeholder, children }: { margin?: number; placeholder: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const reveal = () => setShown(true);
    waiting.add(reveal);
    for (const type of INTERACTIONS) window.addEventListener(type, reveal, { capture: true, passive: true });
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reveal(), { rootMargin: `0px 0px ${margin}px 0px` });
    if (spot.current) observer.observe(spot.current);
    return () => {
      waiting.delete(reveal);
      for (const type of INTERACTIONS) window.removeEventListener(type, reveal, { capture: true });
      observer.disconnect();
    };
  }, [shown, margin]);
  return shown ? children : <div ref={spot}>{placeholder}</div>;
}
