/**
 * The footer's newsletter sign-up: one required email field, a hidden embed flag, a Subscribe
 * button. The form posts to the configured endpoint and opens the answer in a popup window.
 * The browser refuses an empty or invalid address, so nothing is sent.
 */
import { useId } from 'react';
import type { FooterConfig } from './theme-config';

export const NEWSLETTER_WINDOW_NAME = 'newsletter-signup';

type NewsletterConfig = NonNullable<FooterConfig['newsletter']>;

export default function NewsletterForm({ config }: { config: NewsletterConfig }) {
  const inputId = useId();
  return (
    <form
      className="newsletter"
      action={config.action}
      method="post"
      target={NEWSLETTER_WINDOW_NAME}
      onSubmit={() => {
        window.open('', NEWSLETTER_WINDOW_NAME, 'width=600,height=640,noopener=no');
      }}
    >
      <h2 className="footer__title">{config.title}</h2>
      {config.description && <p className="newsletter__description">{config.description}</p>}
      <div className="newsletter__row">
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <input id={inputId} className="newsletter__input" type="email" name="email" required placeholder={config.placeholder} autoComplete="email" />
        <input type="hidden" name="embed" value="1" />
        <button type="submit" className={['button button--primary', config.className].filter(Boolean).join(' ')}>
          Subscribe
        </button>
      </div>
    </form>
  );
}
