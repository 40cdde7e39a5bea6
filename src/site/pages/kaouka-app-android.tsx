import { Link } from '../lib/here.tsx';
import { signupPage as text } from '../../content/signup.ts';
import { BackLink } from '../components/back-link.tsx';
import { FormStyles } from '../components/section-style.tsx';
import { Island } from '../components/island.tsx';
import { KaoukaScreens } from '../components/pictures/kaouka-screens.tsx';
import { ScreenStage } from '../components/screen-stage.tsx';
import { ProjectLogo } from '../components/project-logo.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import SignupForm from './kaouka-app-android/signup-form.tsx';
import layout from './inner-page.module.css';
import styles from './kaouka-app-android.module.css';

export default function KaoukaAppAndroidPage() {
  usePageMeta({ title: text.metaTitle, description: text.metaDescription });
  return (
    <div className={`container ${layout.page} ${styles.layout}`}>
      <BackLink to={paths.realisation} current="Kaouka sur Android" />
      <header className={`${layout.header} ${styles.hero}`}>
        <ProjectLogo name="kaouka" label="Logo de Kaouka" size={72} />
        <h1>{text.heading}</h1>
      </header>
      {/* Astro writes its islands' `<style>` and scripts just before the
          page's first island: wrapped, they are its parent's first child,
          the one place in <body> a `<style>` is valid (Nu Html Checker), as
          the forms' own rules are in theirs. */}
      <div>
        <FormStyles />
        <div>
          <Island props={{}}>
            <SignupForm />
          </Island>
        </div>
      </div>
      {/* What the address is for, and where the whole policy is (GDPR art. 13). */}
      <p className={styles.notice} data-testid="signup-notice">
        {text.notice} <Link to={paths.privacy}>Politique de confidentialité</Link>
      </p>
      <aside className={styles.preview} aria-label="L’application en image">
        <ScreenStage>
          <KaoukaScreens count={1} />
        </ScreenStage>
      </aside>
    </div>
  );
}
