import styles from './steps.module.css';

interface Step {
  readonly title: string;
  readonly text: string;
}

/**
 * Steps in order, each numbered « 01 », « 02 »… in the accent, its title and
 * its text: how a mission runs on /Website, how GithubInvoice works.
 * One drawing for both (review problem 18: orange numerals here, blue discs
 * there). The list stays an ordered list for assistive technology.
 */
export function Steps({ items }: { readonly items: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
