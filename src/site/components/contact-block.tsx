import type { ReactNode } from 'react';
import { site } from '../../content/site.ts';
import { formatPhone } from '../../shared/french-format.ts';
import { paths } from '../paths.ts';
import { ExternalLink } from './external-link.tsx';
import { IconCalendarEvent, IconMail, IconPhone } from './icons.tsx';
import { QUOTE_REQUEST_SECTION } from './inquiry-form-props.ts';
import { MoreLink } from './more-link.tsx';
import styles from './contact-block.module.css';

interface ContactBlockProps {
  readonly id: string;
  /** Elsewhere than beside the form: a link to it, on /Contact. */
  readonly formLink?: boolean;
  /** More ways to reach the studio, at the foot of the panel (social profiles). */
  readonly children?: ReactNode;
}

/** The studio's contact details: who to call, write to or book a call with. */
export function ContactBlock({ id, formLink = false, children }: ContactBlockProps) {
  const headingId = `${id}-titre`;
  return (
    <section id={id} className={styles.contact} aria-labelledby={headingId}>
      <h2 id={headingId}>Contact</h2>
      <p>{site.contactName}</p>
      <ul className={styles.list}>
        <li>
          <a href={`tel:${site.phone}`}>
            <IconPhone size={22} aria-hidden />
            {formatPhone(site.phone)}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`}>
            <IconMail size={22} aria-hidden />
            {site.email}
          </a>
        </li>
        <li>
          <ExternalLink href={site.links.booking}>
            <IconCalendarEvent size={22} aria-hidden />
            Prendre rendez-vous
          </ExternalLink>
        </li>
      </ul>
      {formLink && (
        <p className={styles.foot}>
          <MoreLink to={`${paths.contact}#${QUOTE_REQUEST_SECTION}`}>Demander un devis</MoreLink>
        </p>
      )}
      {children && <div className={styles.foot}>{children}</div>}
    </section>
  );
}
