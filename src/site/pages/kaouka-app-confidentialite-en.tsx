import { kaoukaPrivacyEn } from '../../content/kaouka-privacy-en.ts';
import { TERMS_TITLES } from '../../content/terms-articles.ts';
import { TermsDocument } from '../components/terms-document.tsx';
import { paths } from '../paths.ts';

export default function KaoukaPrivacyEnPage() {
  return (
    <TermsDocument
      terms={kaoukaPrivacyEn}
      path={paths.kaoukaPrivacyEn}
      other={{ path: paths.kaoukaPrivacyFr, lang: 'fr' }}
      related={{ path: paths.termsEn, title: TERMS_TITLES.en }}
      backTo={paths.kaouka}
    />
  );
}
