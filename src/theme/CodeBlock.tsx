/**
 * A highlighted code block (prism-react-renderer): optional title, highlighted lines, line
 * numbers, and a Copy button that reads "Copied" for a moment after copying. Colours come from
 * CSS variables, so one render serves the light and the dark theme.
 */
import { useEffect, useRef, useState } from 'react';
import { Highlight, themes } from 'prism-react-renderer';
import { parseCodeBlockMeta } from './code-block-meta';

const COPIED_RESET_MS = 2000;

export default function CodeBlock({ children, className, metastring }: { children: string; className?: string; metastring?: string }) {
  const language = /language-([\w-]+)/.exec(className ?? '')?.[1] ?? 'text';
  const meta = parseCodeBlockMeta(metastring);
  const code = children.replace(/\n$/, '');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // Clipboard API unavailable (insecure context): fall back to a selection copy.
      const area = Object.assign(document.createElement('textarea'), { value: code });
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
  };

  return (
    <div className={`code-block language-${language}`}>
      {meta.title && <div className="code-block__title">{meta.title}</div>}
      <div className="code-block__body">
        <Highlight code={code} language={language} theme={themes.github}>
          {({ tokens, getLineProps, getTokenProps }) => (
            <pre className="code-block__pre" tabIndex={0}>
              <code className={meta.showLineNumbers ? 'code-block__lines--numbered' : undefined}>
                {tokens.map((line, i) => {
                  const { className: lineClass, style: _style, ...lineProps } = getLineProps({ line });
                  return (
                    <span key={i} {...lineProps} className={`${lineClass} code-block__line${meta.highlightedLines.has(i + 1) ? ' code-block__line--highlighted' : ''}`}>
                      {meta.showLineNumbers && <span className="code-block__line-number" aria-hidden="true">{i + 1}</span>}
                      <span className="code-block__line-content">
                        {line.map((token, key) => {
                          // An empty line is one "\n" token; the line's own "\n" below is enough.
                          if (token.empty) return null;
                          const { style: _tokenStyle, ...tokenProps } = getTokenProps({ token });
                          return <span key={key} {...tokenProps} />;
                        })}
                        {'\n'}
                      </span>
                    </span>
                  );
                })}
              </code>
            </pre>
          )}
        </Highlight>
        <button type="button" className="code-block__copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
