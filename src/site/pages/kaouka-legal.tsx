import { kaoukaPrivacyFr } from '../../content/kaouka-privacy-fr.ts';
import { termsFr } from '../../content/terms-fr.ts';
import { KaoukaLegalPair } from '../components/terms-document.tsx';

/** Kaouka's terms of use and privacy policy, in French (one module for both: see KaoukaLegalPair). */
export default function KaoukaLegalFrPage() {
  return <KaoukaLegalPair lang="fr" terms={termsFr} privacy={kaoukaPrivacyFr} />;
}
