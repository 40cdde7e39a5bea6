import { Link } from 'react-router';
import { inquiryThanks as text } from '../../content/inquiry.ts';
import { site } from '../../content/site.ts';
import { formatPhone } from '../../shared/french-format.ts';
import { StatePanel } from '../components/state-panel.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';

/** Where a quote request lands once sent (the server's 303 without script, the script's navigation with it). */
export default function InquiryThanksPage() {
  usePageMeta({ title: text.title, description: text.description });
  return (
    <div className={`container ${layout.page}`}>
      <StatePanel
        tone="success"
        title={text.heading}
        headingLevel={1}
        actions={
          <>
            <Link to={paths.landing}>{text.back}</Link>
            <a href={`tel:${site.phone}`}>{formatPhone(site.phone)}</a>
          </>
        }
      >
        <p>{text.text}</p>
      </StatePanel>
    </div>
  );
}
