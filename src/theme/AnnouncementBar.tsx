/**
 * The closable announcement bar (themeConfig.announcementBar). Its content is HTML, as in
 * Docusaurus. Dismissing stores the bar's id and "true"; a new id in the config resets the flag and
 * shows the bar again. A head script hides a dismissed bar before first paint
 * (data-announcement-bar-initially-dismissed), so it never flashes. Content ending with a link
 * renders as message and link (announcement-content.ts): a narrow screen shortens the message and
 * keeps the link whole.
 */
import { useEffect, useMemo, useState } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import { preferences } from '@generator/client/browser-storage';
import { useSiteData } from '@generator/client/site-context';
import { splitAnnouncementContent } from './announcement-content';
import { ANNOUNCEMENT_DISMISSED_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY } from './stored-preference-keys';
import type { ThemeConfig } from './theme-config';

export default function AnnouncementBar() {
  const bar = (useSiteData().themeConfig as ThemeConfig).announcementBar;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!bar) return;
    if (preferences.get(ANNOUNCEMENT_ID_STORAGE_KEY) !== bar.id) {
      preferences.set(ANNOUNCEMENT_ID_STORAGE_KEY, bar.id);
      preferences.set(ANNOUNCEMENT_DISMISSED_STORAGE_KEY, 'false');
    }
    const isDismissed = preferences.get(ANNOUNCEMENT_DISMISSED_STORAGE_KEY) === 'true';
    setDismissed(isDismissed);
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(isDismissed));
  }, [bar]);

  const content = useMemo(() => (bar ? splitAnnouncementContent(bar.content) : undefined), [bar]);
  if (!bar || !content || dismissed) return null;
  const barClassName = ['announcement-bar', bar.isCloseable && 'announcement-bar--closeable', content.action && 'announcement-bar--with-action']
    .filter(Boolean)
    .join(' ');
  const dismiss = () => {
    preferences.set(ANNOUNCEMENT_DISMISSED_STORAGE_KEY, 'true');
    setDismissed(true);
  };
  return (
    <div className={barClassName} role="region" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      {content.action ? (
        <p className="announcement-bar__content announcement-bar__content--with-action">
          <span className="announcement-bar__message" dangerouslySetInnerHTML={{ __html: content.message }} />{' '}
          <span className="announcement-bar__action" dangerouslySetInnerHTML={{ __html: content.action }} />
        </p>
      ) : (
        <p className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: content.message }} />
      )}
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-bar__close"
          onClick={dismiss}
          aria-label={translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' })}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path d="M1 1l13 13M14 1L1 14" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
    </div>
  );
}
