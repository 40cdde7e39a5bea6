// The owner's face, on the landing page's first screen and in « Qui suis-je ? ».

/**
 * The owner's photo: a file of public/ (« portrait.jpg »), square, at least
 * 480 px, with its size. The example ships a drawn portrait marked
 * `example: true`, which the go-live check refuses: a live site shows the
 * owner's own face.
 */
export const ownerPhoto: {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly example?: true;
} = {
  src: 'portrait-exemple.svg',
  width: 480,
  height: 480,
  example: true,
};
