/** A post's date and reading time: "November 28, 2023 · 5 min read" (no reading time when the blog's showReadingTime is off). */
import { readingTimeLabel } from './blog-strings';

export interface BlogPostMetaProps {
  date: string;
  formattedDate: string;
  readingTimeMinutes?: number;
}

export default function BlogPostMeta({ date, formattedDate, readingTimeMinutes }: BlogPostMetaProps) {
  return (
    <p className="blog-post-meta">
      <time dateTime={date}>{formattedDate}</time>
      {readingTimeMinutes !== undefined && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="blog-post-meta__reading-time">{readingTimeLabel(readingTimeMinutes)}</span>
        </>
      )}
    </p>
  );
}
