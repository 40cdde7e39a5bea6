import { kaoukaPrivacyFr } from '../../content/kaouka-privacy-fr.ts';
import { TERMS_TITLES } from '../../content/terms-articles.ts';
import { TermsDocument } from '../components/terms-document.tsx';
import { paths } from '../paths.ts';

export default function KaoukaPrivacyFrPage() {
  return (
    <TermsDocument
      terms={kaoukaPrivacyFr}
      path={paths.kaoukaPrivacyFr}
      other={{ path: paths.kaoukaPrivacyEn, lang: 'en' }}
      related={{ path: paths.termsFr, title: TERMS_TITLES.fr }}
      backTo={paths.kaouka}
    />
  );
}
