import { PRIVACY_TITLES } from '../../content/kaouka-privacy-articles.ts';
import { termsEn } from '../../content/terms-en.ts';
import { TermsDocument } from '../components/terms-document.tsx';
import { paths } from '../paths.ts';

export default function KaoukaTermsEnPage() {
  return (
    <TermsDocument
      terms={termsEn}
      path={paths.termsEn}
      other={{ path: paths.termsFr, lang: 'fr' }}
      related={{ path: paths.kaoukaPrivacyEn, title: PRIVACY_TITLES.en }}
      backTo={paths.kaouka}
    />
  );
}
