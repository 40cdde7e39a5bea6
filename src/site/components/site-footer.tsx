import { NavLink } from '../lib/here.tsx';
import { formatPhone } from '../../shared/french-format.ts';
import { site } from '../../content/site.ts';
import { useFrameWords, type FrameLanguage } from './frame-words.ts';
import { legalPages, studioPages, type PageLink } from './navigation-links.ts';
import { SocialLinks } from './social-links.tsx';
import { SectionStyle } from './section-style.tsx';
import footerCss from './site-footer.css?inline';

/**
 * The footer of every page: the studio and how to reach it, its other pages,
 * the legal pages, the social profiles and the copyright line, in the
 * page's language (frame-words.ts).
 */
export function SiteFooter() {
  const { lang, words } = useFrameWords();
  return (
    <footer className="site-footer">
      <SectionStyle css={footerCss} />
      <div className="container footer-inner">
        <div className="footer-brand">
          <p>{site.studioName}</p>
          <p>{site.contactName}</p>
          <ul>
            <li>
              <a href={`tel:${site.phone}`}>{formatPhone(site.phone)}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
        </div>
        <nav aria-label={words.studioPages}>
          <PageList pages={studioPages} lang={lang} />
        </nav>
        <nav aria-label={words.legalPages}>
          <PageList pages={legalPages} lang={lang} />
        </nav>
        <div className="footer-end">
          <SocialLinks only={['github', 'linkedin']} label={words.socialProfiles} />
          <p className="footer-copyright">
            © {import.meta.env.VITE_COPYRIGHT_YEARS} {site.studioName}. {words.rights}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** The pages, named in the page's language; from an English page, marked as French ones. */
function PageList({ pages, lang }: { pages: readonly PageLink[]; lang: FrameLanguage }) {
  return (
    <ul className="footer-pages">
      {pages.map(({ label, en, to }) => (
        <li key={to}>
          <NavLink to={to} hrefLang={lang === 'en' ? 'fr' : undefined}>
            {lang === 'en' ? en : label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
