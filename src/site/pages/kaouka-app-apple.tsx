import { kaoukaApplePage as text } from '../../content/kaouka.ts';
import { site } from '../../content/site.ts';
import { ProjectLogo } from '../components/project-logo.tsx';
import { StoreBadge } from '../components/store-badge.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import layout from './inner-page.module.css';

export default function KaoukaAppApplePage() {
  usePageMeta({ title: text.title, description: text.description });

  return (
    <div className={`container ${layout.page}`}>
      <header className={`${layout.header} ${layout.stack}`}>
        <ProjectLogo name="kaouka" label="Logo de Kaouka" size={88} />
        <h1>{text.title}</h1>
        <p className={layout.lead}>{text.lead}</p>
      </header>
      <StoreBadge store="apple" target={{ external: site.links.studioAppPage }} />
    </div>
  );
}
