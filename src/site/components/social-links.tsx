import { site } from '../../content/site.ts';
import { ExternalLink } from './external-link.tsx';
import {
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
} from './icons.tsx';
import styles from './social-links.module.css';

const networks = {
  github: { label: 'GitHub', href: site.links.github, Icon: IconBrandGithub },
  discord: { label: 'Discord', href: site.links.discord, Icon: IconBrandDiscord },
  instagram: { label: 'Instagram', href: site.links.instagram, Icon: IconBrandInstagram },
  linkedin: { label: 'LinkedIn', href: site.links.linkedin, Icon: IconBrandLinkedin },
} as const;

export type Network = keyof typeof networks;

const allNetworks: readonly Network[] = ['github', 'discord', 'instagram', 'linkedin'];

/**
 * The studio's social profiles, icon and name in one pill style wherever
 * they appear: all four in a contact section and on the landing page's
 * first screen (its `className` makes them one compact row on the indigo),
 * GitHub and LinkedIn in the footer (SPEC.md's footer).
 */
export function SocialLinks({
  only = allNetworks,
  className = '',
  label = 'Le studio sur les réseaux sociaux',
}: {
  readonly only?: readonly Network[];
  readonly className?: string;
  /** The list's name: the footer gives it in the page's language. */
  readonly label?: string;
}) {
  return (
    <ul className={`${styles.list} ${className}`} aria-label={label}>
      {only.map((key) => {
        const { label, href, Icon } = networks[key];
        return (
          <li key={key}>
            <ExternalLink href={href} className={styles.link}>
              <Icon size={20} aria-hidden />
              {label}
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
