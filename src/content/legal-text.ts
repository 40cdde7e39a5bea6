import type { Inline, LegalBlock, LegalDocument } from './legal-types.ts';

/** A run's text: the string itself, or a link's label. */
const runText = (run: Inline) => (typeof run === 'string' ? run : run.label);

/**
 * A block's text, one string per paragraph or list item, a box's title and
 * its blocks in reading order: what the tests read of a legal page.
 */
export function blockTexts(block: LegalBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.content.map(runText).join('')];
    case 'list':
      return block.items.map((item) => item.map(runText).join(''));
    case 'box':
      return [block.title, ...block.blocks.flatMap(blockTexts)];
  }
}

/** A legal document's text: title, description, then each section's heading and blocks. */
export function documentTexts(document: LegalDocument): string[] {
  return [
    document.title,
    document.description,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap(blockTexts),
    ]),
  ];
}
