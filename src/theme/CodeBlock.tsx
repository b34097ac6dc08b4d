/**
 * A highlighted code block (prism-react-renderer): optional title, highlighted lines, line
 * numbers, and a Copy button that reads "Copied" for a moment after copying. Colours come from
 * CSS variables, so one render serves the light and the dark theme.
 */
import { useEffect, useRef, useState } from 'react';
import { Highlight, themes } from 'prism-react-renderer';
import { parseCodeBlockMeta } from './code-block-meta';

const COPIED_RESET_MS = 2000;

interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

/** Joins neighbouring tokens of the same kind (and drops the empty-line marker token). */
function mergeTokens(line: Token[]): Token[] {
  const merged: Token[] = [];
  for (const token of line) {
    if (token.empty || token.content === '') continue;
    const last = merged.at(-1);
    if (last && last.types.join(' ') === token.types.join(' ')) last.content += token.content;
    else merged.push({ types: token.types, content: token.content });
  }
  return merged;
}

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
          {({ tokens }) => (
            <pre className="code-block__pre" tabIndex={0}>
              <code>
                {tokens.map((line, i) => (
                  <span key={i} className={meta.highlightedLines.has(i + 1) ? 'code-block__line code-block__line--highlighted' : 'code-block__line'}>
                    {meta.showLineNumbers && (
                      <span className="code-block__line-number" aria-hidden="true">
                        {i + 1}
                      </span>
                    )}
                    {mergeTokens(line).map((token, key) =>
                      // Plain text needs no element: keeping markup small keeps code-heavy pages light.
                      token.types.length === 1 && token.types[0] === 'plain' ? token.content : (
                        <span key={key} className={`token ${token.types.join(' ')}`}>
                          {token.content}
                        </span>
                      ),
                    )}
                    {'\n'}
                  </span>
                ))}
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
