import { describe, expect, it } from 'vitest';
import { announcement } from '../../content/announcement.ts';
import { upcomingPlatform } from '../../content/kaouka-story.ts';
import { signupRetention } from '../../content/legal-identity.ts';
import { site } from '../../content/site.ts';
import { signatureLinks } from '../../mail/links.ts';
import { composeAnnouncement, formatReleaseDate, unsubscribeLinks } from './compose.tsx';

describe('the announcement e-mail', () => {
  it('writes the release date in French', () => {
    expect(formatReleaseDate('2027-03-15')).toBe('lundi 15\u00a0mars 2027');
    expect(formatReleaseDate('2027-03-01')).toBe('lundi 1er\u00a0mars 2027');
  });

  it('links to the unsubscribe page (its GET) and to the one-click API under the public URL', () => {
    expect(unsubscribeLinks('https://studio.example.fr/', 'abc_-1')).toEqual({
      page: 'https://studio.example.fr/api/unsubscribe?token=abc_-1',
      oneClick: 'https://studio.example.fr/api/unsubscribe?token=abc_-1',
    });
  });

  it('gives the date, the store links and the unsubscribe link in both parts, with RFC 8058 headers', () => {
    const links = unsubscribeLinks('https://studio.example.fr', 'tok');
    const message = composeAnnouncement(
      '2027-03-15',
      links,
      signatureLinks('https://studio.example.fr'),
    );
    // The iPhone app is out: the subject names the platform that arrives, and the date.
    expect(message.subject).toContain(upcomingPlatform.device);
    expect(message.subject).toContain('lundi 15\u00a0mars 2027');
    for (const part of [message.text, message.html]) {
      expect(part).toContain('lundi 15\u00a0mars 2027');
      for (const store of announcement.stores) expect(part).toContain(store.href);
      expect(part).toContain(links.page);
    }
    expect(message.html).toContain('<html lang="fr">');
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://studio.example.fr/api/unsubscribe?token=tok>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('is signed with the legal identity, links to the site and the privacy policy, and states the retention rule', () => {
    const links = signatureLinks('https://studio.example.fr/');
    expect(links).toEqual({
      site: 'https://studio.example.fr/',
      privacy: 'https://studio.example.fr/Confidentialite',
    });
    const message = composeAnnouncement(
      '2027-03-15',
      unsubscribeLinks('https://studio.example.fr', 'tok'),
      links,
    );
    for (const part of [message.text, message.html.replaceAll('&#39;', '’')]) {
      expect(part).toContain(site.contactName);
      expect(part).toContain(`${site.contactName} EI`);
      expect(part).toContain(site.studioName);
      expect(part).toContain('SIRET');
      expect(part).toContain(links.site);
      expect(part).toContain(links.privacy);
      expect(part).toContain(signupRetention.afterThisMessage);
    }
  });
});

describe('the announcement’s links when the site’s pages are on another host (issue 46)', () => {
  it('go to the API, whose page works without script and sends a browser with script on to the site', () => {
    expect(
      unsubscribeLinks(
        'https://www.dupont-logiciel.fr/studio/',
        'jeton',
        'https://api.dupont-logiciel.fr',
      ),
    ).toEqual({
      page: 'https://api.dupont-logiciel.fr/api/unsubscribe?token=jeton',
      oneClick: 'https://api.dupont-logiciel.fr/api/unsubscribe?token=jeton',
    });
    // One host for both, as before, without API_URL.
    expect(unsubscribeLinks('https://www.dupont-logiciel.fr', 'jeton').oneClick).toBe(
      'https://www.dupont-logiciel.fr/api/unsubscribe?token=jeton',
    );
  });
});
