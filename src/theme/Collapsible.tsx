/**
 * A panel that opens and closes by animating its height (duration from collapse-duration.ts).
 * The collapsed state is in the rendered HTML too, so nothing flashes before hydration.
 * With `lazy`, the content is not rendered until the panel first opens (then it stays, so closing
 * animates): a long sidebar's closed categories cost a page nothing.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { collapseDuration, prefersReducedMotion } from './collapse-duration';

const COLLAPSED_STYLE: CSSProperties = { height: 0, overflow: 'hidden', visibility: 'hidden' };

export interface CollapsibleProps {
  collapsed: boolean;
  children: ReactNode;
  id?: string;
  className?: string;
  as?: 'div' | 'ul';
  lazy?: boolean;
}

export default function Collapsible({ collapsed, children, id, className, as: Element = 'div', lazy = false }: CollapsibleProps) {
  const ref = useRef<HTMLElement>(null);
  const mounted = useRef(false);
  const [opened, setOpened] = useState(!collapsed);
  if (!collapsed && !opened) setOpened(true);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!mounted.current || !element) {
      mounted.current = true;
      return;
    }
    const height = element.scrollHeight;
    const duration = collapseDuration(height, prefersReducedMotion());
    element.dataset.collapseDuration = String(duration);
    const { style } = element;
    // React has just applied the end state's style; animate from the start state to it.
    style.overflow = 'hidden';
    style.visibility = 'visible';
    style.height = collapsed ? `${height}px` : '0px';
    void element.offsetHeight; // apply the start height before the transition begins
    style.transition = `height ${duration}ms ease-in-out`;
    style.height = collapsed ? '0px' : `${height}px`;

    const finish = () => {
      style.transition = '';
      if (collapsed) {
        style.visibility = 'hidden';
      } else {
        style.height = '';
        style.overflow = '';
        style.visibility = '';
      }
    };
    // transitionend does not fire if the element is hidden or the height did not change: a timer backs it up.
    const timer = setTimeout(finish, duration + 50);
    const onEnd = (event: TransitionEvent) => {
      if (event.target === element && event.propertyName === 'height') finish();
    };
    element.addEventListener('transitionend', onEnd);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('transitionend', onEnd);
      finish();
    };
  }, [collapsed]);

  return (
    <Element ref={ref as never} id={id} className={className} style={collapsed ? COLLAPSED_STYLE : undefined} data-collapsed={collapsed}>
      {!lazy || opened ? children : null}
    </Element>
  );
}
