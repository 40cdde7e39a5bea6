import { Link } from 'react-router';
import { legalNotice } from '../../content/legal-notice.ts';
import { LegalDocumentView } from '../components/legal-document.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';

export default function LegalNoticePage() {
  usePageMeta({ title: legalNotice.title, description: legalNotice.description });
  return (
    <LegalDocumentView document={legalNotice} backTo={paths.landing}>
      <p>
        Voir aussi la <Link to={paths.privacy}>politique de confidentialité</Link>.
      </p>
    </LegalDocumentView>
  );
}
