import type { Testimonial } from '../../content/types.ts';
import { publicFileHref } from '../lib/base-path.ts';
import styles from './testimonial-quote.module.css';

interface TestimonialQuoteProps {
  readonly testimonial: Testimonial;
  readonly className?: string;
}

/** A client's words and who said them: name, role, company (and its logo when given). */
export function TestimonialQuote({ testimonial, className = '' }: TestimonialQuoteProps) {
  const { quote, name, role, company, logo } = testimonial;
  return (
    <figure className={`${styles.quote} ${className}`}>
      <blockquote>
        <p>«&nbsp;{quote}&nbsp;»</p>
      </blockquote>
      <figcaption>
        {logo && (
          <img
            className={styles.logo}
            src={publicFileHref(logo.src)}
            alt=""
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>
            {role}, {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The testimonials that name an offer, under a heading; nothing when none does. */
export function TestimonialList({
  items,
  heading,
  headingId,
  className = '',
}: {
  readonly items: readonly Testimonial[];
  readonly heading: string;
  readonly headingId: string;
  readonly className?: string | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <section className={`${styles.list} ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <div className={styles.grid}>
        {items.map((item) => (
          <TestimonialQuote key={`${item.name}-${item.company}`} testimonial={item} />
        ))}
      </div>
    </section>
  );
}
