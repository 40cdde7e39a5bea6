import { kaoukaApplePage as text } from '../../content/kaouka.ts';
import { site } from '../../content/site.ts';
import { ProjectLogo } from '../components/project-logo.tsx';
import { StudioBadge } from '../components/store-badge.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import layout from './inner-page.module.css';

/**
 * SPEC.md's badge that leaves for the studio's app page, drawn as the
 * studio's own: Apple's badge is for links to the App Store only.
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
      <StudioBadge href={site.links.studioAppPage} small={text.badge.small} big={text.badge.big} />
    </div>
  );
}
