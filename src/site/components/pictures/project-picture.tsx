import type { Project } from '../../../content/types.ts';
import { publicFileHref } from '../../lib/base-path.ts';
import { InvoicePreview } from './invoice-preview.tsx';
import { KaoukaScreens } from './kaouka-screens.tsx';
import styles from './pictures.module.css';

/**
 * What a project shows large: the site's drawn screens of its products
 * (Kaouka's phones, the invoice GithubInvoice produces), or the project's
 * picture of public/. `compact`: two phones, not three.
 */
export function ProjectPicture({
  picture,
  compact = false,
}: {
  picture: Project['picture'];
  compact?: boolean;
}) {
  if ('drawn' in picture) {
    return picture.drawn === 'kaouka' ? (
      <KaoukaScreens count={compact ? 2 : 3} />
    ) : (
      <InvoicePreview />
    );
  }
  return (
    <img
      className={styles.picture}
      src={publicFileHref(picture.src)}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      decoding="async"
    />
  );
}
