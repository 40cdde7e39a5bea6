import { useMatch } from 'react-router';
import { kaoukaPrivacyFr } from '../../content/kaouka-privacy-fr.ts';
import { PRIVACY_TITLES } from '../../content/kaouka-privacy-articles.ts';
import { TERMS_TITLES } from '../../content/terms-articles.ts';
import { termsFr } from '../../content/terms-fr.ts';
import { TermsDocument } from '../components/terms-document.tsx';
import { paths } from '../paths.ts';

/**
 * Kaouka's terms of use and privacy policy, told apart by the address: one
 * module for the two documents of a language keeps one chunk per language, as
 * each page module is an entry of the main bundle's route map (two more cost
 * the landing page's first visit 0.2 kB of script, past its 80 kB budget).
 */
export default function KaoukaLegalFrPage() {
  const privacy = useMatch(paths.kaoukaPrivacyFr) !== null;
  return privacy ? (
    <TermsDocument
      key={paths.kaoukaPrivacyFr}
      terms={kaoukaPrivacyFr}
      path={paths.kaoukaPrivacyFr}
      other={{ path: paths.kaoukaPrivacyEn, lang: 'en' }}
      related={{ path: paths.termsFr, title: TERMS_TITLES.fr }}
      backTo={paths.kaouka}
    />
  ) : (
    <TermsDocument
      key={paths.termsFr}
      terms={termsFr}
      path={paths.termsFr}
      other={{ path: paths.termsEn, lang: 'en' }}
      related={{ path: paths.kaoukaPrivacyFr, title: PRIVACY_TITLES.fr }}
      backTo={paths.kaouka}
    />
  );
}
