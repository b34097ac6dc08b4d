/**
 * Collapsing a category of the scrolled desktop sidebar shortens it; near its end the browser would
 * then lower the scroll position and pull the clicked category down. So the sidebar first gets room
 * at its end as tall as the closing list (the `--collapse-room` its ::after takes), and the scroll,
 * with the clicked row, stays where it was. The room shrinks away as the reader scrolls back up.
 */
const ROOM = '--collapse-room';

function roomOf(scroller: HTMLElement): number {
  return Number.parseFloat(scroller.style.getPropertyValue(ROOM)) || 0;
}

/** Only what keeps the current scroll position reachable. */
function trimRoom(this: HTMLElement): void {
  const room = roomOf(this);
  const needed = Math.max(0, Math.ceil(this.scrollTop + this.clientHeight - (this.scrollHeight - room)));
  if (needed < room) this.style.setProperty(ROOM, `${needed}px`);
  if (needed === 0) this.removeEventListener('scroll', trimRoom);
}

/** Before the list after `row` closes: room for it at the end of the sidebar `row` is in. */
export function reserveRoomForCollapse(row: HTMLElement | null): void {
  const scroller = row?.closest<HTMLElement>('.docs-sidebar--desktop');
  const list = row?.nextElementSibling;
  if (!scroller || !(list instanceof HTMLElement)) return;
  scroller.style.setProperty(ROOM, `${roomOf(scroller) + list.offsetHeight}px`);
  scroller.addEventListener('scroll', trimRoom, { passive: true });
}
