import { Link } from '../lib/here.tsx';
import { privacyPolicy } from '../../content/privacy-policy.ts';
import { LegalDocumentView } from '../components/legal-document.tsx';
import { paths } from '../paths.ts';

export default function PrivacyPage() {
  return (
    <LegalDocumentView document={privacyPolicy} backTo={paths.landing}>
      <p>
        Voir aussi les <Link to={paths.legalNotice}>mentions légales</Link>. Les données de
        l’application Kaouka ont leur propre{' '}
        <Link to={paths.kaoukaPrivacyFr}>politique de confidentialité de Kaouka</Link>.
      </p>
    </LegalDocumentView>
  );
}
