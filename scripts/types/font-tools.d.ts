// The few parts of two untyped packages that scripts/ uses.

declare module 'subset-font' {
  interface AxisRange {
    readonly min: number;
    readonly max: number;
    readonly default?: number;
  }
  interface SubsetOptions {
    readonly targetFormat?: 'sfnt' | 'woff' | 'woff2';
    readonly keepFeatures?: readonly string[];
    readonly variationAxes?: Readonly<Record<string, number | AxisRange>>;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

declare module 'fontkit' {
  export interface Font {
    readonly availableFeatures: readonly string[];
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export interface FontCollection {
    readonly fonts: readonly Font[];
  }
  export function create(buffer: Buffer): Font | FontCollection;
}
