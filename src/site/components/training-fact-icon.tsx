import type { TrainingFactKind } from '../../content/trainings.ts';
import {
  IconAccessible,
  IconCalendarTime,
  IconCertificate,
  IconId,
  IconReceiptEuro,
} from './icons.tsx';
import styles from './training-fact-icon.module.css';

const icons = {
  price: IconReceiptEuro,
  'lead-time': IconCalendarTime,
  assessment: IconCertificate,
  accessibility: IconAccessible,
  registration: IconId,
} as const;

/** The icon of a training fact, in a tinted disc; decorative, the label says it all. */
export function TrainingFactIcon({ kind }: { kind: TrainingFactKind }) {
  const Icon = icons[kind];
  return (
    <span className={styles.disc}>
      <Icon size={22} aria-hidden="true" />
    </span>
  );
}
