import { Link } from 'react-router';
import { IconArrowLeft } from './icons.tsx';
import styles from './back-link.module.css';

interface BackLinkProps {
  readonly to: string;
  readonly label?: string;
}

/** The « Retour » link every inner page has, to a fixed destination. */
export function BackLink({ to, label = 'Retour' }: BackLinkProps) {
  return (
    <Link to={to} className={styles.back}>
      <IconArrowLeft size={20} aria-hidden="true" />
      {label}
    </Link>
  );
}
