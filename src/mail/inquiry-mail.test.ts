import { describe, expect, it } from 'vitest';
import { trainingCatalogue } from '../content/trainings.ts';
import { trainingSubject } from '../content/inquiry-subjects.ts';
import { missionSubject } from '../content/mission.ts';
import { composeOwnerNotice, mailtoHref } from './inquiry-mail.tsx';

const inquiry = {
  id: '0190a0b0-0000-7000-8000-000000000000',
  createdAt: new Date('2026-11-24T10:00:00Z'),
  name: 'Jeanne Martin',
  email: 'a%40b.example?bcc=espion@exemple.fr',
  company: null,
  phone: null,
  offer: null,
  budget: null,
  message: 'Nous voulons automatiser la saisie de nos factures.',
  verified: true,
  page: '/Contact',
};

describe('the owner’s e-mail about a quote request', () => {
  it('links the prospect’s address as one recipient, whatever it holds', () => {
    expect(mailtoHref(inquiry.email)).toBe('mailto:a%2540b.example%3Fbcc%3Despion@exemple.fr');
    const { html, replyTo } = composeOwnerNotice(inquiry);
    expect(html).not.toMatch(/mailto:[^"]*\?bcc/);
    expect(html).toContain('href="mailto:a%2540b.example%3Fbcc%3Despion@exemple.fr"');
    expect(replyTo).toBe(inquiry.email);
  });
});

describe('the owner’s e-mail about a training request', () => {
  it('names the course', () => {
    const [course] = trainingCatalogue.courses;
    if (!course) throw new Error('no course');
    const { text, html } = composeOwnerNotice({ ...inquiry, offer: trainingSubject(course.slug) });
    expect(text).toContain(course.title);
    expect(html).toContain(course.title.replaceAll('’', '’'));
  });
});

describe('the owner’s e-mail about a mission', () => {
  it('names it as a mission, not as an unknown subject', () => {
    const { text, html } = composeOwnerNotice({ ...inquiry, offer: missionSubject.value });
    expect(text).toContain(missionSubject.label);
    expect(html).toContain(missionSubject.label);
  });
});
