import { Link } from '../lib/here.tsx';
import { legalNotice } from '../../content/legal-notice.ts';
import { LegalDocumentView } from '../components/legal-document.tsx';
import { paths } from '../paths.ts';

export default function LegalNoticePage() {
  return (
    <LegalDocumentView document={legalNotice} backTo={paths.landing}>
      <p>
        Voir aussi la <Link to={paths.privacy}>politique de confidentialité</Link>.
      </p>
    </LegalDocumentView>
  );
}
