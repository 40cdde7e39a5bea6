import { kaoukaApplePage as text } from '../../content/kaouka.ts';
import { kaoukaPlatforms } from '../../content/kaouka-story.ts';
import { site } from '../../content/site.ts';
import { ProjectLogo } from '../components/project-logo.tsx';
import { StoreBadge, StudioBadge } from '../components/store-badge.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import layout from './inner-page.module.css';

/**
 * SPEC.md's badge that leaves for the studio's app page, drawn as the
 * studio's own (Apple's badge is for links to the App Store only), beside
 * Apple's badge to the App Store itself: an iPhone page that only led back to
 * this site would be a loop.
 */
export default function KaoukaAppApplePage() {
  usePageMeta({ title: text.title, description: text.description });

  return (
    <div className={`container ${layout.page}`}>
      <header className={`${layout.header} ${layout.stack}`}>
        <ProjectLogo name="kaouka" label="Logo de Kaouka" size={88} />
        <h1>{text.title}</h1>
        <p className={layout.lead}>{text.lead}</p>
      </header>
      <ul className={layout.badges} aria-label="Télécharger l’application">
        <li>
          <StoreBadge store="apple" target={{ external: kaoukaPlatforms.ios.href }} />
        </li>
        <li>
          <StudioBadge
            href={site.links.studioAppPage}
            small={text.badge.small}
            big={text.badge.big}
          />
        </li>
      </ul>
    </div>
  );
}
