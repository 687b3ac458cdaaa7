// A document's own pages beside its operations: a tag's (its title under its groups and parents, its description,
// its operations by summary and the tags under it) and a webhook's (its summary, description and payload). Loaded
// with the overview's data (`virtual:explorer-overview`), which holds both.
import { catalogue, headingKey, writtenPath } from '../catalogue/catalogue.ts';
import type { ApiOverview } from '../catalogue/types.ts';
import type { DocumentPage } from '../store/navigation-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { ExternalDocsLink, Markdown } from './markdown.tsx';
import { MethodBadge } from './method-badge.tsx';
import { ModelLink } from './model-link.tsx';
import { SchemaTree } from './schema-tree.tsx';

export function DocumentPageView({ page, overview }: { page: DocumentPage; overview: ApiOverview }) {
  return page.kind === 'tag' ? <TagPage name={page.name} overview={overview} /> : <WebhookPage name={page.name} overview={overview} />;
}

function NotFound({ what }: { what: string }) {
  return (
    <main className="operation-view" aria-labelledby="page-title">
      <h2 id="page-title" tabIndex={-1}>
        Not in this document
      </h2>
      <p className="muted">The document has no {what}.</p>
    </main>
  );
}

function TagPage({ name, overview }: { name: string; overview: ApiOverview }) {
  const { operationHref, selectOperation, pageHref, selectPage } = useExplorer().navigation;
  const tag = overview.tags.find((t) => t.name === name);
  if (!tag) return <NotFound what={`tag named “${name}”`} />;
  const key = headingKey(tag.path);
  const operations = catalogue.filter((entry) => entry.tagPath && headingKey(entry.tagPath) === key);
  const children = overview.tags.filter((t) => t.path.length === tag.path.length + 1 && headingKey(t.path.slice(0, -1)) === key);
  return (
    <main className="operation-view document-page" aria-labelledby="page-title" data-testid="tag-page">
      <header className="operation-view__header">
        {tag.path.length > 1 && <p className="muted document-page__trail">{tag.path.slice(0, -1).join(' › ')}</p>}
        <h2 id="page-title" tabIndex={-1}>
          {tag.path.at(-1)}
        </h2>
      </header>
      {tag.description && <Markdown text={tag.description} />}
      {tag.externalDocs && <ExternalDocsLink docs={tag.externalDocs} />}
      {operations.length > 0 && (
        <section aria-labelledby="page-operations">
          <h3 id="page-operations">Operations</h3>
          <ul className="document-page__list">
            {operations.map((entry) => (
              <li key={entry.id}>
                <MethodBadge method={entry.method} />{' '}
                <a
                  href={operationHref(entry.id)}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    selectOperation(entry.id);
                  }}
                >
                  {entry.summary?.trim() || entry.operationId}
                </a>{' '}
                <code className="muted">{writtenPath(entry)}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      {children.length > 0 && (
        <section aria-labelledby="page-children">
          <h3 id="page-children">Tags under it</h3>
          <ul className="document-page__list">
            {children.map((child) => (
              <li key={child.name}>
                <a
                  href={pageHref({ kind: 'tag', name: child.name })}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    selectPage({ kind: 'tag', name: child.name });
                  }}
                >
                  {child.path.at(-1)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

function WebhookPage({ name, overview }: { name: string; overview: ApiOverview }) {
  const hook = overview.webhooks.find((w) => w.name === name);
  if (!hook) return <NotFound what={`webhook named “${name}”`} />;
  const own = hook.name.slice(hook.name.indexOf('.') + 1);
  return (
    <main className="operation-view document-page" aria-labelledby="page-title" data-testid="webhook-page">
      <header className="operation-view__header">
        <p className="muted document-page__trail">Webhook</p>
        <h2 id="page-title" tabIndex={-1}>
          <MethodBadge method={hook.method} /> {hook.summary?.trim() || own}
        </h2>
        <p className="operation-view__path">
          <code>{own}</code>
        </p>
      </header>
      {hook.description && <Markdown text={hook.description} />}
      <section aria-labelledby="page-payload">
        <h3 id="page-payload">Payload</h3>
        {hook.payload ? (
          <p>
            <ModelLink name={hook.payload} />
          </p>
        ) : hook.schema ? (
          <SchemaTree schema={hook.schema} schemas={hook.schemas} side="request" />
        ) : (
          <p className="muted">No JSON payload.</p>
        )}
      </section>
    </main>
  );
}
