/** The "Edit this page" link to a page's source file in the repository. */
import { Link } from '@generator/client/Link';
import { translate } from '@generator/client/docusaurus/Translate';

export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link className="edit-this-page" to={editUrl}>
      {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
    </Link>
  );
}
