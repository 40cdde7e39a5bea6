import { site } from '../../content/site.ts';
import { formatPhone } from '../../shared/french-format.ts';
import { IconMail, IconPhone } from './icons.tsx';
import styles from './contact-block.module.css';

interface ContactBlockProps {
  readonly id: string;
}

/** The studio's contact details: who to call or write to. */
export function ContactBlock({ id }: ContactBlockProps) {
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
      </ul>
    </section>
  );
}
