import { PRIVACY_TITLES } from '../../content/kaouka-privacy-articles.ts';
import { termsFr } from '../../content/terms-fr.ts';
import { TermsDocument } from '../components/terms-document.tsx';
import { paths } from '../paths.ts';

export default function KaoukaTermsFrPage() {
  return (
    <TermsDocument
      terms={termsFr}
      path={paths.termsFr}
      other={{ path: paths.termsEn, lang: 'en' }}
      related={{ path: paths.kaoukaPrivacyFr, title: PRIVACY_TITLES.fr }}
      backTo={paths.kaouka}
    />
  );
}
