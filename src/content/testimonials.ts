// What clients say: one short quote each, with who said it. The landing page
// shows them, and each offer's page those that name it. The example's are
// invented and marked `example: true`: the go-live check refuses them, so a
// live site shows real ones, or none.

import type { Testimonial } from './types.ts';

/** The heading above an offer's testimonials. */
export const testimonialsText = {
  offerHeading: 'Ce qu’en disent mes clients',
} as const;

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'En six semaines, nos trois tableurs sont devenus un planning que toute l’équipe ouvre chaque matin.',
    name: 'Sophie Marchand',
    role: 'Gérante',
    company: 'Atelier Lumen',
    offers: ['applications-web-et-bureau', 'logiciel-sur-mesure'],
    project: 'planning-atelier',
    example: true,
  },
  {
    quote:
      'Nos pages s’affichent deux fois plus vite, et chaque choix nous a été expliqué sans jargon.',
    name: 'Karim Benali',
    role: 'Responsable e-commerce',
    company: 'Maison Ardoise',
    // Only under the offer it speaks of: a speed quote proves nothing about security.
    offers: ['optimisation-des-performances'],
    example: true,
  },
  {
    quote:
      'Un script fait maintenant en dix minutes ce qui prenait une journée de bénévolat chaque mois.',
    name: 'Élise Fontaine',
    role: 'Trésorière',
    company: 'Les Jardins du Canal',
    offers: ['scripts-automatises'],
    example: true,
  },
];
