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
import type { Offer } from '../../content/types.ts';
import styles from './offer-list.module.css';

/** What each icon name of an offer's content draws (OFFER_ICONS in src/content/schemas/offer.ts). */
const icons: Readonly<Record<NonNullable<Offer['icon']>, typeof IconBriefcase>> = {
  briefcase: IconBriefcase,
  code: IconCode,
  cpu: IconCpu,
  database: IconDatabaseExport,
  desktop: IconDeviceDesktop,
  gauge: IconGauge,
  mobile: IconDeviceMobile,
  plug: IconPlugConnected,
  shield: IconShieldLock,
  terminal: IconTerminal2,
};

/** The icon an offer's content names; the briefcase when it names none. */
export function OfferIcon({ name = 'briefcase' }: { name?: Offer['icon'] }) {
  const Icon = icons[name];
  return (
    <span className={styles.icon}>
      <Icon size={26} aria-hidden="true" />
    </span>
  );
}
