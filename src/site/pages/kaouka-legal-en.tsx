import { useMatch } from 'react-router';
import { kaoukaPrivacyEn } from '../../content/kaouka-privacy-en.ts';
import { PRIVACY_TITLES } from '../../content/kaouka-privacy-articles.ts';
import { TERMS_TITLES } from '../../content/terms-articles.ts';
import { termsEn } from '../../content/terms-en.ts';
import { TermsDocument } from '../components/terms-document.tsx';
import { paths } from '../paths.ts';

/**
 * Kaouka's terms of use and privacy policy, told apart by the address: one
 * module for the two documents of a language keeps one chunk per language, as
 * each page module is an entry of the main bundle's route map (two more cost
 * the landing page's first visit 0.2 kB of script, past its 80 kB budget).
 */
export default function KaoukaLegalEnPage() {
  const privacy = useMatch(paths.kaoukaPrivacyEn) !== null;
  return privacy ? (
    <TermsDocument
      key={paths.kaoukaPrivacyEn}
      terms={kaoukaPrivacyEn}
      path={paths.kaoukaPrivacyEn}
      other={{ path: paths.kaoukaPrivacyFr, lang: 'fr' }}
      related={{ path: paths.termsEn, title: TERMS_TITLES.en }}
      backTo={paths.kaouka}
    />
  ) : (
    <TermsDocument
      key={paths.termsEn}
      terms={termsEn}
      path={paths.termsEn}
      other={{ path: paths.termsFr, lang: 'fr' }}
      related={{ path: paths.kaoukaPrivacyEn, title: PRIVACY_TITLES.en }}
      backTo={paths.kaouka}
    />
  );
}
