import styles from './page-loader.module.css';

/** Shown while a page's code loads for the first time. */
export function PageLoader() {
  return (
    <div className={styles.loader} role="status">
      <div className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Chargement…</span>
    </div>
  );
}
