import type { ReactNode } from 'react';
import { Link } from '../lib/here.tsx';
import { IconArrowRight } from './icons.tsx';
import styles from './more-link.module.css';

/** The site's one « Voir plus → » link style: a label and an arrow that moves on hover. */
export function MoreLink({
  to,
  children,
  className = '',
  ...rest
}: {
  readonly to: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly 'aria-describedby'?: string;
}) {
  return (
    <Link to={to} className={`${styles.more} ${className}`} {...rest}>
      {children}
      <IconArrowRight size={18} aria-hidden="true" />
    </Link>
  );
}
