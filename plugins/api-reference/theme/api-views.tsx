/**
 * The content of API reference pages: a version's landing, its options page, a package's exports
 * and one export. Doc comments arrive as HTML the plugin rendered from Markdown with raw HTML left
 * out and code highlighted (doc-comment-html.ts), so they are set as markup here.
 */
import { Link } from '@generator/client/Link';
import type {
  ApiDoc,
  ApiMember,
  ApiPageContent,
  ApiParameter,
  ApiSignature,
  ApiSymbol,
  ApiTypeParameter,
  ApiVersionSummary,
  HighlightedCode,
  TypeParts,
} from '../api-model';

/** Sanitised HTML from the plugin (see the file comment). */
function Html({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'api-doc'} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Code({ parts }: { parts: TypeParts }) {
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={i} to={part.href}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

/** Highlighted markup made by the plugin (highlighted-code.ts) from escaped tokens, with its links as Links (client-side navigation). */
function Highlighted({ code }: { code: HighlightedCode }) {
  return (
    <>
      {code.map((part, i) =>
        typeof part === 'string' ? (
          <span key={i} dangerouslySetInnerHTML={{ __html: part }} />
        ) : (
          <Link key={i} to={part.href} dangerouslySetInnerHTML={{ __html: part.html }} />
        ),
      )}
    </>
  );
}

/** A signature or declaration: laid out over lines at build time; a line too long for the screen scrolls inside the block. */
function CodeBlock({ code }: { code: HighlightedCode }) {
  return (
    <pre className="api-code" tabIndex={0}>
      <code>
        <Highlighted code={code} />
      </code>
    </pre>
  );
}

function Deprecated({ html }: { html: string }) {
  return (
    <div className="api-deprecated" role="note">
      <strong>Deprecated.</strong>
      {html && <Html html={html} />}
    </div>
  );
}

function Doc({ doc, headingLevel }: { doc: ApiDoc | undefined; headingLevel: 2 | 4 }) {
  if (!doc) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  return (
    <>
      {doc.deprecatedHtml !== undefined && <Deprecated html={doc.deprecatedHtml} />}
      {doc.summaryHtml && <Html html={doc.summaryHtml} />}
      {doc.sections?.map((section) => (
        <section key={section.title}>
          <Heading id={headingLevel === 2 ? section.title.toLowerCase() : undefined}>{section.title}</Heading>
          <Html html={section.html} />
        </section>
      ))}
      {doc.examplesHtml && (
        <section>
          <Heading id={headingLevel === 2 ? 'examples' : undefined}>{doc.examplesHtml.length > 1 ? 'Examples' : 'Example'}</Heading>
          {doc.examplesHtml.map((html, i) => (
            <Html key={i} html={html} />
          ))}
        </section>
      )}
      {doc.seeHtml && (
        <section>
          <Heading id={headingLevel === 2 ? 'see-also' : undefined}>See also</Heading>
          <ul>
            {doc.seeHtml.map((html, i) => (
              <li key={i}>
                <Html html={html} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** One row of a parameter table: a parameter or a type parameter. */
interface ParameterRow {
  name: string;
  rest?: boolean;
  optional?: boolean;
  type?: TypeParts;
  defaultValue?: TypeParts;
  doc?: ApiDoc;
}

/** Parameters or type parameters as TypeDoc's pages list them: name, type (or constraint), description; optional and default marked. */
function ParameterTable({ rows, labelledBy, typeHeading }: { rows: ParameterRow[]; labelledBy: string; typeHeading: string }) {
  return (
    <div className="api-param-table-scroll">
      <table className="api-param-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">{typeHeading}</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>
                  {row.rest ? '...' : ''}
                  {row.name}
                </code>
                {row.optional && <span className="api-param-table__flag">optional</span>}
              </th>
              <td>
                {row.type ? (
                  <code>
                    <Code parts={row.type} />
                  </code>
                ) : (
                  <span className="api-muted">none</span>
                )}
                {row.defaultValue && (
                  <span className="api-param-table__default">
                    Default: <code>{<Code parts={row.defaultValue} />}</code>
                  </span>
                )}
              </td>
              <td>{row.doc?.summaryHtml && <Html html={row.doc.summaryHtml} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TypeParameters({ parameters, id }: { parameters: ApiTypeParameter[]; id: string }) {
  if (!parameters.length) return null;
  return (
    <section>
      <h3 id={id}>Type parameters</h3>
      <ParameterTable
        labelledBy={id}
        typeHeading="Constraint"
        rows={parameters.map((parameter) => ({ name: parameter.name, type: parameter.constraint, defaultValue: parameter.default, doc: parameter.doc }))}
      />
    </section>
  );
}

function Parameters({ parameters, id }: { parameters: ApiParameter[]; id: string }) {
  if (!parameters.length) return null;
  return (
    <section>
      <h3 id={id}>Parameters</h3>
      <ParameterTable
        labelledBy={id}
        typeHeading="Type"
        rows={parameters.map((parameter) => ({
          name: parameter.name,
          rest: parameter.rest,
          optional: parameter.optional,
          type: parameter.type,
          defaultValue: parameter.default === undefined ? undefined : [parameter.default],
          doc: parameter.doc,
        }))}
      />
    </section>
  );
}

function Signature({ signature, index, count }: { signature: ApiSignature; index: number; count: number }) {
  const suffix = count > 1 ? `-${index + 1}` : '';
  return (
    <section className="api-signature">
      {count > 1 && <h3 id={`signature${suffix}`}>Overload {index + 1}</h3>}
      <CodeBlock code={signature.code} />
      <Doc doc={signature.doc} headingLevel={4} />
      <TypeParameters parameters={signature.typeParameters} id={`type-parameters${suffix}`} />
      <Parameters parameters={signature.parameters} id={`parameters${suffix}`} />
      <section>
        <h3 id={`returns${suffix}`}>Returns</h3>
        <p>
          <code>
            <Code parts={signature.returns} />
          </code>
        </p>
        {signature.doc?.returnsHtml && <Html html={signature.doc.returnsHtml} />}
      </section>
    </section>
  );
}

function Member({ member }: { member: ApiMember }) {
  return (
    <section className="api-member">
      <h3 id={member.anchor}>
        <code>{member.name}</code>
        {member.doc?.deprecatedHtml !== undefined && <span className="api-badge api-badge--deprecated">deprecated</span>}
      </h3>
      {member.code.map((code, i) => (
        <CodeBlock key={i} code={code} />
      ))}
      {member.inherited && <p className="api-muted">Inherited from {member.inherited}.</p>}
      <Doc doc={member.doc} headingLevel={4} />
      {member.signatures?.map((signature, i) => signature.doc && <Doc key={i} doc={signature.doc} headingLevel={4} />)}
    </section>
  );
}

const KIND_LABELS: Record<ApiSymbol['kind'], string> = {
  function: 'Function',
  class: 'Class',
  interface: 'Interface',
  type: 'Type',
  variable: 'Variable',
  enum: 'Enumeration',
  namespace: 'Namespace',
};

function SymbolView({ content }: { content: Extract<ApiPageContent, { type: 'symbol' }> }) {
  const { symbol, packageEntry } = content;
  return (
    <>
      <header>
        <p className="api-eyebrow">
          {KIND_LABELS[symbol.kind]} in <Link to={packageEntry.href!}>{packageEntry.npmName}</Link> {packageEntry.version}
        </p>
        <h1>
          <code>{symbol.name}</code>
          {symbol.deprecated && <span className="api-badge api-badge--deprecated">deprecated</span>}
        </h1>
      </header>
      <Doc doc={symbol.doc} headingLevel={2} />
      {symbol.declaration && (
        <section>
          <h2 id="declaration">Declaration</h2>
          <CodeBlock code={symbol.declaration} />
        </section>
      )}
      {symbol.typeParameters.length > 0 && <TypeParameters parameters={symbol.typeParameters} id="type-parameters" />}
      {symbol.heritage.map((entry) => (
        <p key={entry.label}>
          {entry.label}{' '}
          {entry.types.map((parts, i) => (
            <span key={i}>
              {i > 0 && ', '}
              <code>
                <Code parts={parts} />
              </code>
            </span>
          ))}
        </p>
      ))}
      {symbol.signatures.length > 0 && (
        <section>
          <h2 id="signatures">{symbol.signatures.length > 1 ? 'Signatures' : 'Signature'}</h2>
          {symbol.signatures.map((signature, i) => (
            <Signature key={i} signature={signature} index={i} count={symbol.signatures.length} />
          ))}
        </section>
      )}
      {symbol.members.length > 0 && (
        <section>
          <h2 id="members">Members</h2>
          {symbol.members.map((member) => (
            <Member key={member.anchor} member={member} />
          ))}
        </section>
      )}
      {symbol.source && (
        <section>
          <h2 id="source">Source</h2>
          <p>
            Declared in <code>{symbol.source.declarationFile}</code>, line {symbol.source.line}, of the published package.
            {symbol.source.repositoryUrl && (
              <>
                {' '}
                Source: <Link to={symbol.source.repositoryUrl}>{symbol.source.repositoryFile}</Link> at the release’s tag (the package ships no declaration
                maps, so the line is the declaration file’s).
              </>
            )}
          </p>
        </section>
      )}
    </>
  );
}

function PackageView({ content }: { content: Extract<ApiPageContent, { type: 'package' }> }) {
  const { entry, groups } = content;
  return (
    <>
      <header>
        <p className="api-eyebrow">Package</p>
        <h1>
          <code>{entry.npmName}</code> {entry.version}
        </h1>
      </header>
      {entry.description && <p>{entry.description}</p>}
      <p className="api-muted">{entry.note}</p>
      <p>
        <Link to={`https://www.npmjs.com/package/${entry.npmName}/v/${entry.version}`}>
          {entry.npmName} {entry.version} on npm
        </Link>
      </p>
      {groups.map((group) => (
        <section key={group.anchor}>
          <h2 id={group.anchor}>{group.title}</h2>
          <ul className="api-symbols">
            {group.symbols.map((symbol) => (
              <li key={symbol.href}>
                <Link to={symbol.href}>
                  <code>{symbol.name}</code>
                </Link>
                {symbol.deprecated && <span className="api-badge api-badge--deprecated">deprecated</span>}
                {symbol.blurb && <span className="api-symbols__blurb"> {symbol.blurb}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function PackagesTable({ version }: { version: ApiVersionSummary }) {
  return (
    <table className="api-table">
      <thead>
        <tr>
          <th scope="col">Package</th>
          <th scope="col">Version</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {version.packages.map((pkg) => (
          <tr key={pkg.id}>
            <th scope="row">{pkg.href ? <Link to={pkg.href}>{pkg.npmName}</Link> : <span>{pkg.npmName}</span>}</th>
            <td>{pkg.version ?? 'not published in this line'}</td>
            <td>{pkg.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function VersionView({ content }: { content: Extract<ApiPageContent, { type: 'version' }> }) {
  const { version, otherVersions } = content;
  return (
    <>
      <header>
        <p className="api-eyebrow">API reference</p>
        <h1>{version.label}</h1>
      </header>
      <p>{version.description}</p>
      <p>
        Generated from the type declarations of the packages published on npm ({content.typedocVersion}). See also the{' '}
        <Link to={`${version.href.replace(/\/$/, '')}/options`}>options</Link> you pass to machines and actors.
      </p>
      <h2 id="packages">Packages</h2>
      <PackagesTable version={version} />
      <h2 id="versions">Versions</h2>
      <ul>
        <li>
          <strong>{version.label}</strong> (this page)
        </li>
        {otherVersions.map((other) => (
          <li key={other.name}>
            <Link to={other.href}>{other.label}</Link>: {other.description}
          </li>
        ))}
      </ul>
    </>
  );
}

function OptionsView({ content }: { content: Extract<ApiPageContent, { type: 'options' }> }) {
  return (
    <>
      <header>
        <p className="api-eyebrow">API reference</p>
        <h1>Options</h1>
      </header>
      <p>{content.intro}</p>
      {content.options.map((option) =>
        'missing' in option ? (
          <section key={option.missing}>
            <h2 id={option.missing}>
              <code>{option.missing}</code>
            </h2>
            <p className="api-muted">Not exported by this version.</p>
          </section>
        ) : (
          <section key={option.symbol.name}>
            <h2 id={option.symbol.name}>
              <Link to={option.symbol.href}>
                <code>{option.symbol.name}</code>
              </Link>
            </h2>
            {option.symbol.blurb && <p>{option.symbol.blurb}</p>}
            {option.members.length > 0 && (
              <dl className="api-params">
                {option.members.map((member) => (
                  <div key={member.anchor} className="api-params__item">
                    <dt>
                      <Link to={`${option.symbol.href}#${member.anchor}`}>
                        <code>{member.name}</code>
                      </Link>
                    </dt>
                    <dd>
                      {member.code.map((code, i) => (
                        <code key={i} className="api-params__type">
                          <Highlighted code={code} />
                        </code>
                      ))}
                      {member.doc?.summaryHtml && <Html html={member.doc.summaryHtml} />}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        ),
      )}
    </>
  );
}

export function ApiContentView({ content }: { content: ApiPageContent }) {
  switch (content.type) {
    case 'version':
      return <VersionView content={content} />;
    case 'options':
      return <OptionsView content={content} />;
    case 'package':
      return <PackageView content={content} />;
    case 'symbol':
      return <SymbolView content={content} />;
  }
}
