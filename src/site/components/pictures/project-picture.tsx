import type { ProjectLogo } from '../../../content/types.ts';
import { InvoicePreview } from './invoice-preview.tsx';
import { KaoukaScreens } from './kaouka-screens.tsx';

/** A project's drawn screens: Kaouka's phones, the invoice GithubInvoice produces. `compact`: two phones, not three. */
export function ProjectPicture({
  logo,
  compact = false,
}: {
  logo: ProjectLogo;
  compact?: boolean;
}) {
  return logo === 'kaouka' ? <KaoukaScreens count={compact ? 2 : 3} /> : <InvoicePreview />;
}
