import type { Project } from '../../../content/types.ts';
import { publicFileHref } from '../../lib/base-path.ts';
import { InvoicePreview } from './invoice-preview.tsx';
import { KaoukaScreens } from './kaouka-screens.tsx';
import styles from './pictures.module.css';

/**
 * What a project shows large: the site's drawn screens of its products
 * (Kaouka's phones, the invoice GithubInvoice produces), or the project's
 * picture of public/. `compact`: two phones, not three. `eager`: the
 * picture is in the page's first screen, so it loads at once, after the
 * page's text (low priority), not when the browser sees it near the screen.
 */
export function ProjectPicture({
  picture,
  compact = false,
  eager = false,
}: {
  picture: Project['picture'];
  compact?: boolean;
  eager?: boolean;
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
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'low' : undefined}
      // In the first screen, drawn in the frame it arrives in.
      decoding={eager ? undefined : 'async'}
    />
  );
}
