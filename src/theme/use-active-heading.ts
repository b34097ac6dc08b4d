/**
 * The heading the reader is at: the last one whose top has scrolled above a line just below the
 * navbar (the first heading before any has; the last one at the very bottom of the page).
 */
import { useEffect, useState } from 'react';

/** Pixels below the top of the viewport that count as "reached" (the navbar's height and a little). */
const ACTIVE_LINE = 100;

function findActive(ids: string[]): string | undefined {
  const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  if (headings.length === 0) return undefined;
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom) return headings[headings.length - 1].id;
  let active = headings[0];
  for (const heading of headings) {
    if (heading.getBoundingClientRect().top <= ACTIVE_LINE) active = heading;
    else break;
  }
  return active.id;
}

export function useActiveHeading(ids: string[], enabled = true): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(findActive(ids)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [key, enabled]); // eslint-disable-line react-hooks/exhaustive-deps
  return active;
}
