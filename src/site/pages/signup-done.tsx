import { Link, useHere } from '../lib/here.tsx';
import { confirmFromInbox } from '../../content/confirmation.ts';
import { signupDone } from '../../content/inquiry.ts';
import { signupPage as text } from '../../content/signup.ts';
import { SIGNUP_TO_CONFIRM_PATH } from '../../shared/signup-api.ts';
import { BackLink } from '../components/back-link.tsx';
import { StatePanel } from '../components/state-panel.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './outcome-page.module.css';

/**
 * Where a sign-up sent without script lands (the server's 303): « Enregistré »,
 * as the page shows it with script; at the address for double opt-in, the
 * request to confirm from the inbox too.
 */
export default function SignupDonePage() {
  const toConfirm = useHere().pathname === SIGNUP_TO_CONFIRM_PATH;
  const meta = toConfirm ? signupDone.toConfirm : signupDone;
  usePageMeta({ title: meta.title, description: meta.description });
  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.kaoukaAndroid} current={meta.title} />
      <h1 className="visually-hidden">{meta.title}</h1>
      <StatePanel
        tone="success"
        className={styles.panel}
        title={text.successTitle}
        actions={<Link to={paths.kaouka}>Découvrir Kaouka</Link>}
      >
        <p>{toConfirm ? confirmFromInbox : text.successMessage}</p>
      </StatePanel>
    </div>
  );
}
