import { offersText } from '../../content/offers.ts';
import { taxBasis } from '../../content/prices.ts';
import { formatEuros } from '../../shared/french-format.ts';
import styles from './price-tag.module.css';

interface PriceTagProps {
  /** The amount before any VAT. */
  readonly amountEuros: number;
  /** What the price buys, and for how long: « l’audit de sécurité ciblé (deux jours et demi) ». */
  readonly unit: string;
  /** `card` in a list of offers; `panel`, larger, beside an offer's text. */
  readonly size?: 'card' | 'panel';
  /** « À partir de » above the figure: a step whose scope is open, not a fixed price. */
  readonly from?: boolean;
}

/**
 * A price as a headline: « À partir de » above, the figure large in the
 * display face with tabular figures (a row of cards lines them up), what it
 * buys beneath, then its tax basis (prices.ts): the consumer's TTC when VAT
 * is charged, the franchise's mention otherwise (a hidden comma joins them
 * for a screen reader). Read aloud, it is one
 * sentence: « À partir de 1 000 € HT l’audit…, soit 1 200 € TTC ».
 */
export function PriceTag({ amountEuros, unit, size = 'card', from = false }: PriceTagProps) {
  return (
    <p className={size === 'panel' ? `${styles.tag} ${styles.panel}` : styles.tag}>
      {from && <span className={styles.from}>{offersText.priceFrom} </span>}
      {/* One text node: nothing in it moves when the display face replaces its fallback. */}
      <span
        className={`figure ${styles.amount}`}
      >{`${formatEuros(amountEuros)}${taxBasis.suffix}`}</span>{' '}
      <span className={styles.unit}>{unit}</span>
      <span className={styles.basis}>
        <span className="visually-hidden">, </span>
        {taxBasis.consumerLine(amountEuros)}
      </span>
    </p>
  );
}
