import { describe, expect, it } from 'vitest';
import { announcement } from './announcement.ts';
import { confirmationEmail, confirmationPage } from './confirmation.ts';
import { cv } from './cv.ts';
import { kaoukaPrivacyFr } from './kaouka-privacy-fr.ts';
import { kaoukaPositions, kaoukaStatus, upcomingPlatform } from './kaouka-story.ts';
import { projects } from './projects.ts';
import { signupPage } from './signup.ts';

const kaouka = projects.find((project) => project.slug === 'Kaouka');

describe('Kaouka’s one story', () => {
  it('tells one status per platform, from kaouka.ts, on the case study, the CV, the sign-up and both e-mails', () => {
    expect(kaouka?.caseStudy.result).toBe(kaoukaStatus);
    const texts = [
      ...cv.flatMap((entry) => entry.achievements),
      signupPage.heading,
      signupPage.intro,
      signupPage.successMessage,
      announcement.subject,
      ...announcement.paragraphs,
      ...confirmationEmail.paragraphs,
      confirmationPage.intro,
    ];
    expect(texts.join('\n')).not.toMatch(
      /en test|en préparation|bêta|ouverte aux inscriptions|Testez/u,
    );
    for (const text of [signupPage.heading, announcement.subject, confirmationPage.intro]) {
      expect(text).toContain(upcomingPlatform.device);
    }
  });

  it('says in the case study what the privacy policy says of positions: the last one kept, no history', () => {
    expect(kaouka?.caseStudy.built).toContain(kaoukaPositions);
    const location = JSON.stringify(
      kaoukaPrivacyFr.articles.find((article) => article.key === 'location'),
    );
    expect(kaoukaPositions).toMatch(/dernière position connue/u);
    expect(location).toMatch(/dernière position connue/u);
    expect(kaoukaPositions).toMatch(/sans historique/u);
    expect(location).toMatch(/aucun historique/u);
    expect(JSON.stringify(projects)).not.toMatch(/ne quitte jamais le téléphone/u);
  });
});
