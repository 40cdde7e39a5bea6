import { Link } from '../lib/here.tsx';
import { termsOfSale } from '../../content/terms-of-sale.ts';
import { LegalDocumentView } from '../components/legal-document.tsx';
import { paths } from '../paths.ts';

export default function TermsOfSalePage() {
  return (
    <LegalDocumentView document={termsOfSale} backTo={paths.contact}>
      <p>
        Voir aussi les <Link to={paths.legalNotice}>mentions légales</Link> et la{' '}
        <Link to={paths.privacy}>politique de confidentialité</Link>.
      </p>
    </LegalDocumentView>
  );
}
