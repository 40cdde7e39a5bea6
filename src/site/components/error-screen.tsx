import { Link } from '../lib/here.tsx';
import { paths } from '../paths.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { BackLink } from './back-link.tsx';
import { StatePanel } from './state-panel.tsx';
import { WaysOn } from './ways-on.tsx';
import buttons from './button.module.css';
import styles from './error-screen.module.css';

const title = 'Page introuvable';
const lead = 'L’adresse demandée ne correspond à aucune page du site.';

/** The branded page for an address no page answers (404.html, served for every unknown one). */
export function NotFoundScreen() {
  usePageMeta({ title, description: lead });
  return (
    <div className={`container ${styles.screen}`}>
      <BackLink to={paths.landing} current={title} />
      <StatePanel
        tone="not-found"
        title={title}
        headingLevel={1}
        actions={
          <Link to={paths.landing} className={buttons.primary}>
            Retour à l’accueil
          </Link>
        }
      >
        <p>{lead}</p>
        {/* The same 404.html answers every unknown address: the page's inline script writes it here. */}
        <p className={styles.message}>
          Adresse demandée&nbsp;: <code data-requested-address="" />
        </p>
        <WaysOn />
      </StatePanel>
    </div>
  );
}
