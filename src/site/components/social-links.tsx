import { site } from '../../content/site.ts';
import { ExternalLink } from './external-link.tsx';
import {
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
} from './icons.tsx';
import styles from './social-links.module.css';

const networks = [
  { label: 'GitHub', href: site.links.github, Icon: IconBrandGithub },
  { label: 'Discord', href: site.links.discord, Icon: IconBrandDiscord },
  { label: 'Instagram', href: site.links.instagram, Icon: IconBrandInstagram },
  { label: 'LinkedIn', href: site.links.linkedin, Icon: IconBrandLinkedin },
] as const;

/** The studio's four social profiles, with their names written out. */
export function SocialLinks() {
  return (
    <ul className={styles.list} aria-label="Le studio sur les réseaux sociaux">
      {networks.map(({ label, href, Icon }) => (
        <li key={label}>
          <ExternalLink href={href} className={styles.link}>
            <Icon size={22} aria-hidden />
            {label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
