import {
  IconBriefcase,
  IconCode,
  IconCpu,
  IconDatabaseExport,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconGauge,
  IconPlugConnected,
  IconShieldLock,
  IconTerminal2,
} from '@tabler/icons-react';
import styles from './offer-list.module.css';

/** An icon per offer, by its slug; an offer the owner adds gets the briefcase until it has its own. */
const icons: Readonly<Record<string, typeof IconBriefcase>> = {
  'scripts-automatises': IconTerminal2,
  'applications-web-et-bureau': IconDeviceDesktop,
  'logiciel-sur-mesure': IconCode,
  'integration-de-systemes': IconPlugConnected,
  'optimisation-des-performances': IconGauge,
  'securite-applicative': IconShieldLock,
  'migration-de-donnees': IconDatabaseExport,
  'applications-mobiles': IconDeviceMobile,
  'solutions-embarquees-et-objets-connectes': IconCpu,
};

export function OfferIcon({ slug }: { slug: string }) {
  const Icon = icons[slug] ?? IconBriefcase;
  return (
    <span className={styles.icon}>
      <Icon size={26} aria-hidden="true" />
    </span>
  );
}
