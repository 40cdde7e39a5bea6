import { offersText } from '../../content/offers.ts';
import { taxBasis } from '../../content/prices.ts';
import { formatEuros } from '../../shared/french-format.ts';
import styles from './price-tag.module.css';

interface PriceTagProps {
  readonly amountEuros: number;
  /** What the price buys: « l’audit de sécurité ciblé ». */
  readonly unit: string;
  /** `card` in a list of offers; `panel`, larger, beside an offer's text. */
  readonly size?: 'card' | 'panel';
  /** « À partir de » above the figure: an offer's first step, not a fixed price. */
  readonly from?: boolean;
}

/**
 * A price as a headline: « À partir de » above, the figure large in the
 * display face with tabular figures (a row of cards lines them up), what it
 * buys beneath. Read aloud, it is one sentence: « À partir de 800 € l’audit ».
 * The tax basis follows prices.ts: « HT » after the figure under VAT.
 */
export function PriceTag({ amountEuros, unit, size = 'card', from = true }: PriceTagProps) {
  return (
    <p className={`${styles.tag} ${styles[size]}`}>
      {from && <span className={styles.from}>{offersText.priceFrom} </span>}
      <span className={`figure ${styles.amount}`}>
        {formatEuros(amountEuros)}
        {taxBasis.suffix}
      </span>{' '}
      <span className={styles.unit}>{unit}</span>
    </p>
  );
}
