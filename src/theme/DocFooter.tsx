/** Under a doc: "Edit this page on GitHub" and "Last updated on {date} by {author}" (each part only when known). */
import { Link } from '@generator/client/Link';
import { translate } from '@generator/client/docusaurus/Translate';
import LastUpdated from '@theme/LastUpdated';

export interface DocFooterProps {
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

export default function DocFooter({ editUrl, lastUpdatedAt, lastUpdatedBy }: DocFooterProps) {
  const hasLastUpdate = lastUpdatedAt !== undefined || !!lastUpdatedBy;
  if (!editUrl && !hasLastUpdate) return null;
  return (
    <footer className="doc-footer">
      {editUrl && (
        <Link to={editUrl} className="doc-footer__edit-link">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {translate({ id: 'theme.common.editThisPage', message: 'Edit this page on GitHub' })}
        </Link>
      )}
      {hasLastUpdate && <LastUpdated at={lastUpdatedAt} by={lastUpdatedBy} />}
    </footer>
  );
}
