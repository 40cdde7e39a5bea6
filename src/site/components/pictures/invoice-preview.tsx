import { invoicePreviewOn } from '../../../content/invoice-preview.ts';
import { buildDay } from '../../lib/build-day.ts';
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
  // Last month's invoice, as of the day the page was built.
  const text = invoicePreviewOn(buildDay());
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
        <text x="30" y="80" fontSize="11" fontWeight="700" fill={INK}>
          {text.issuer}
        </text>
        <text x="30" y="94" fontSize="8.5" fill={MUTED}>
          {text.issuerId}
        </text>
        <text x="30" y="112" fontSize="10" fill={MUTED}>
          {text.client}
        </text>
        <text x="30" y="126" fontSize="10" fill={MUTED}>
          {text.period}
        </text>
        <text x="310" y="112" fontSize="9.5" fill={MUTED} textAnchor="end">
          {text.issued}
        </text>
        <text x="310" y="126" fontSize="9.5" fontWeight="700" fill={INK} textAnchor="end">
          {text.due}
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
        <line x1="160" x2="310" y1="300" y2="300" stroke={INK} />
        {text.totals.map((total, index) => {
          const y = 318 + index * 17;
          const last = index === text.totals.length - 1;
          return (
            <g key={total.label}>
              <text
                x="200"
                y={y}
                fontSize="10"
                fontWeight={last ? 700 : 400}
                fill={INK}
                textAnchor="end"
              >
                {total.label}
              </text>
              <text
                x="300"
                y={y}
                fontSize={last ? 12 : 10}
                fontWeight={last ? 700 : 400}
                fill={INK}
                textAnchor="end"
              >
                {total.amount}
              </text>
            </g>
          );
        })}
        <text x="30" y="376" fontSize="8.5" fill={MUTED}>
          {text.taxNote}
        </text>
        <rect x="30" y="390" width="86" height="26" rx="13" fill={TEAL} />
        <text x="73" y="407" fontSize="9.5" fontWeight="700" fill="#fff" textAnchor="middle">
          PDF
        </text>
      </svg>
      <figcaption>{text.caption}</figcaption>
    </figure>
  );
}
