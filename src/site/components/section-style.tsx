import formsCss from './forms.css?inline';

/**
 * Rules only a part of the page below its first screen uses, written in the
 * body just before that part: not in the <head>, which every first view
 * waits for (a page's head within 5 kB Brotli, DESIGN.md). Rendered at build
 * time, never by an island's script. It must be its parent's first child,
 * the one place in <body> the Nu Html Checker accepts a `<style>`.
 */
export function SectionStyle({ css }: { readonly css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

/** The forms' rules (forms.css), before a form. */
export function FormStyles() {
  return <SectionStyle css={formsCss} />;
}
