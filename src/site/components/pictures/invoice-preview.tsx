import { invoicePreview as text } from '../../../content/invoice-preview.ts';
import styles from './pictures.module.css';

const INK = '#1b1f33';
const MUTED = '#5a6078';
const TEAL = '#0f766e';

/**
 * An invoice as GithubInvoice lays it out, drawn on an A4-shaped sheet: one
 * line per closed issue, its number, title and amount. Shown with a caption,
 * so the drawing is hidden from assistive technology.
 */
export function InvoicePreview() {
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.invoice}
        width="340"
        height="440"
        viewBox="0 0 340 440"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="10" y="10" width="320" height="420" rx="6" fill="#fff" stroke="#d8dce6" />
        <rect x="10" y="10" width="320" height="8" rx="3" fill={TEAL} />
        <text x="30" y="56" fontSize="20" fontWeight="700" fill={INK}>
          {text.title}
        </text>
        <text x="310" y="56" fontSize="11" fill={MUTED} textAnchor="end">
          {text.number}
        </text>
        <text x="30" y="84" fontSize="11" fontWeight="700" fill={INK}>
          {text.issuer}
        </text>
        <text x="30" y="102" fontSize="10" fill={MUTED}>
          {text.client}
        </text>
        <text x="30" y="118" fontSize="10" fill={MUTED}>
          {text.period}
        </text>
        <rect x="30" y="138" width="280" height="24" rx="4" fill="#e6f4f1" />
        <text x="40" y="154" fontSize="9.5" fontWeight="700" fill={TEAL}>
          {text.columns.issue}
        </text>
        <text x="300" y="154" fontSize="9.5" fontWeight="700" fill={TEAL} textAnchor="end">
          {text.columns.amount}
        </text>
        {text.lines.map((line, index) => {
          const y = 186 + index * 30;
          return (
            <g key={line.issue}>
              <text x="40" y={y} fontSize="10" fontWeight="700" fill={TEAL}>
                {line.issue}
              </text>
              <text x="76" y={y} fontSize="10" fill={INK}>
                {line.label}
              </text>
              <text x="300" y={y} fontSize="10" fill={INK} textAnchor="end">
                {line.amount}
              </text>
              <line x1="30" x2="310" y1={y + 12} y2={y + 12} stroke="#eceef4" />
            </g>
          );
        })}
        <line x1="180" x2="310" y1="306" y2="306" stroke={INK} />
        <text x="196" y="326" fontSize="11" fontWeight="700" fill={INK} textAnchor="end">
          {text.totalLabel}
        </text>
        <text x="300" y="326" fontSize="13" fontWeight="700" fill={INK} textAnchor="end">
          {text.total}
        </text>
        <text x="30" y="356" fontSize="8.5" fill={MUTED}>
          {text.taxNote}
        </text>
        <rect x="30" y="384" width="86" height="26" rx="13" fill={TEAL} />
        <text x="73" y="401" fontSize="9.5" fontWeight="700" fill="#fff" textAnchor="middle">
          PDF
        </text>
      </svg>
      <figcaption>{text.caption}</figcaption>
    </figure>
  );
}
