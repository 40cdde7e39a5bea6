import type { ReactNode, Ref } from 'react';
import { StateIcon, type StateTone } from './state-icon.tsx';
import styles from './state-panel.module.css';

export type { StateTone };

interface StatePanelProps {
  readonly tone: StateTone;
  readonly title: ReactNode;
  /** h1 when the state is the whole page (404, offer not found), h2 inside a page. */
  readonly headingLevel?: 1 | 2;
  /** The heading takes focus when a state replaces a form, so readers land on the news. */
  readonly headingRef?: Ref<HTMLHeadingElement>;
  readonly headingId?: string;
  readonly children?: ReactNode;
  /** Links or buttons, laid out as one row of actions under the text. */
  readonly actions?: ReactNode;
  readonly className?: string;
}

/**
 * The one empty, error and outcome state of the site: an icon in the tone's
 * colour, a title, a few lines and the ways forward. The 404 screen, « offre
 * introuvable », the sign-up's « Enregistré » and the unsubscribe outcomes all
 * use it, so a state always looks like a state.
 */
export function StatePanel({
  tone,
  title,
  headingLevel = 2,
  headingRef,
  headingId,
  children,
  actions,
  className,
}: StatePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={`${styles.panel} ${className ?? ''}`}
      data-tone={tone}
      aria-labelledby={headingId}
    >
      <span className={styles.icon}>
        <StateIcon tone={tone} />
      </span>
      <Heading id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Heading>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
