/** The "Edit this page" link to a page's source file in the repository. */
import { Link } from '@generator/client/Link';

export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link className="edit-this-page" to={editUrl}>
      Edit this page
    </Link>
  );
}
