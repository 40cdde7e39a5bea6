import { site } from '../../content/site.ts';
import { ProjectLogo } from '../components/project-logo.tsx';
import { StoreBadge } from '../components/store-badge.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import layout from './inner-page.module.css';

export default function KaoukaAppApplePage() {
  usePageMeta({
    title: 'Kaouka sur iPhone',
    description:
      'Téléchargez Kaouka sur iPhone depuis la page de l’application sur le site du studio.',
  });

  return (
    <div className={`container ${layout.page}`}>
      <header className={layout.header}>
        <ProjectLogo name="kaouka" label="Logo de Kaouka" size={88} />
        <h1>Kaouka sur iPhone</h1>
        <p className={layout.lead}>
          Retrouvez l’application et ses nouveautés sur la page que le studio lui consacre.
        </p>
      </header>
      <StoreBadge store="apple" target={{ external: site.links.studioAppPage }} />
    </div>
  );
}
