import { kaoukaPrivacyEn } from '../../content/kaouka-privacy-en.ts';
import { termsEn } from '../../content/terms-en.ts';
import { KaoukaLegalPair } from '../components/terms-document.tsx';

/** Kaouka's terms of use and privacy policy, in English (one module for both: see KaoukaLegalPair). */
export default function KaoukaLegalEnPage() {
  return <KaoukaLegalPair lang="en" terms={termsEn} privacy={kaoukaPrivacyEn} />;
}
