import type { ReactNode } from 'react';
import type { Inline, LegalBlock, LegalDocument } from '../../content/legal-types.ts';
import { formatLongDate } from '../../shared/french-format.ts';
import { useHere } from '../lib/here.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { BackLink } from './back-link.tsx';
import { BackToContents, ContentsNav } from './contents-nav.tsx';
import { ExternalLink } from './external-link.tsx';
import styles from './legal-document.module.css';

interface LegalDocumentViewProps {
  readonly document: LegalDocument;
  readonly backTo: string;
  /** Rendered after the sections, e.g. a link to the other legal page. */
  readonly children?: ReactNode;
}

/** A section's anchor: `#section-2`. */
const sectionId = (index: number) => `section-${String(index + 1)}`;

/**
 * A legal page (its title and description set for the page): its title,
 * the date of its last update, its sections, and
 * their table of contents (beside the text and in view on desktop).
 */
export function LegalDocumentView({ document, backTo, children }: LegalDocumentViewProps) {
  const { title, description, updated } = document;
  usePageMeta({ title, description, updated });
  const { pathname } = useHere();
  return (
    <div className={`container ${styles.page}`}>
      <BackLink to={backTo} current={title} />
      <div className={styles.layout}>
        <header className={styles.header}>
          <h1>{document.title}</h1>
          <p className={styles.updated}>
            Mise à jour le <time dateTime={updated}>{formatLongDate(updated)}</time>
          </p>
        </header>
        <ContentsNav
          title="Sommaire"
          route={pathname}
          className={styles.toc}
          entries={document.sections.map((section, index) => ({
            id: sectionId(index),
            label: section.heading,
          }))}
        />
        <article className={`prose ${styles.article}`}>
          {document.sections.map((section, index) => (
            <section key={section.heading} id={sectionId(index)}>
              <h2>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
          {children}
          <BackToContents route={pathname} label="Sommaire" />
        </article>
      </div>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <p>{renderInline(block.content)}</p>;
  // A box the law asks for (the guarantees, the withdrawal form): framed, under its own title.
  if (block.kind === 'box') {
    return (
      <div className={styles.box}>
        <h3>{block.title}</h3>
        {block.blocks.map((inner, index) => (
          <Block key={index} block={inner} />
        ))}
      </div>
    );
  }
  return (
    <ul>
      {block.items.map((item, index) => (
        <li key={index}>{renderInline(item)}</li>
      ))}
    </ul>
  );
}

function renderInline(content: readonly Inline[]): ReactNode[] {
  return content.map((run, index) => {
    if (typeof run === 'string') return run;
    // mailto: and tel: open the visitor's mail program or phone, not another site: no new tab.
    if (/^(mailto|tel):/.test(run.href)) {
      return (
        <a key={index} href={run.href}>
          {run.label}
        </a>
      );
    }
    return (
      <ExternalLink key={index} href={run.href}>
        {run.label}
      </ExternalLink>
    );
  });
}
