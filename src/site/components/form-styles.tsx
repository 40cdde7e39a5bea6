import css from './forms.css?inline';

/**
 * The forms' rules (forms.css), in the page's body just before its form:
 * not in the <head>, which every first view waits for (issue 43). Rendered
 * by a form's wrapper at build time, never by its island's script.
 */
export function FormStyles() {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
