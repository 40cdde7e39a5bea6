import { Link, useHere } from '../lib/here.tsx';
import { PRIVACY_TITLES } from '../../content/kaouka-privacy-articles.ts';
import { TERMS_TITLES } from '../../content/terms-articles.ts';
import type { TermsBlock, TermsOfUse, TermsPhrase } from '../../content/types.ts';
import { formatLongDate } from '../../shared/french-format.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import { BackLink } from './back-link.tsx';
import { BackToContents, ContentsNav } from './contents-nav.tsx';
import styles from './terms-document.module.css';

const LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;

interface TermsDocumentProps {
  readonly terms: TermsOfUse;
  /** This page's route, for the table of contents' links. */
  readonly path: string;
  /** The other language's version. */
  readonly other: { readonly path: string; readonly lang: string };
  /**
   * The companion document in the same language (the terms for the privacy
   * policy and back), linked by its title: the terms name the policy that
   * details their data, the policy the terms it completes.
   */
  readonly related?: { readonly path: string; readonly title: string };
  readonly backTo: string;
}

export function articleId(number: number): string {
  return `article-${number}`;
}

/**
 * Terms of use as numbered articles with a table of contents, in their own
 * language (`lang` on the whole document, so screen readers switch voice).
 */
export function TermsDocument({ terms, path, other, related, backTo }: TermsDocumentProps) {
  usePageMeta({ title: terms.title, description: terms.description, updated: terms.updated });
  const { labels } = terms;

  return (
    <div className={`container ${styles.page}`} lang={terms.lang}>
      <BackLink to={backTo} current={terms.title} />
      <div className={styles.layout}>
        <header className={styles.header}>
          <h1>{terms.title}</h1>
          <p className={styles.meta}>
            {labels.updated}{' '}
            <time dateTime={terms.updated}>
              {formatLongDate(terms.updated, LOCALES[terms.lang])}
            </time>
            <br />
            {labels.effective}{' '}
            <time dateTime={terms.effective}>
              {formatLongDate(terms.effective, LOCALES[terms.lang])}
            </time>
          </p>
          <p>
            <Link to={other.path} lang={other.lang} hrefLang={other.lang}>
              {labels.otherLanguage}
            </Link>
          </p>
          {related && (
            <p>
              <Link to={related.path}>{related.title}</Link>
            </p>
          )}
        </header>
        <ContentsNav
          title={labels.contents}
          route={path}
          className={styles.toc}
          entries={terms.articles.map((article, index) => ({
            id: articleId(index + 1),
            label: article.title,
          }))}
        />
        <div className={styles.body}>
          <p className={styles.intro}>
            <Phrase phrase={terms.intro} />
          </p>
          {terms.articles.map((article, index) => {
            const id = articleId(index + 1);
            return (
              <section
                key={article.key}
                id={id}
                className={styles.article}
                aria-labelledby={`${id}-titre`}
              >
                <h2 id={`${id}-titre`}>
                  {/* One text node: its number stays put when the display face replaces the fallback. */}
                  <span className={styles.number}>{`${labels.article}\u00a0${index + 1}`}</span>{' '}
                  {article.title}
                </h2>
                {article.blocks.map((block) => (
                  <Block key={JSON.stringify(block)} block={block} />
                ))}
              </section>
            );
          })}
          <BackToContents route={path} label={labels.contents} />
        </div>
      </div>
    </div>
  );
}

function Block({ block }: { block: TermsBlock }) {
  if (typeof block === 'string' || !('list' in block)) {
    return (
      <p>
        <Phrase phrase={block} />
      </p>
    );
  }
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A sentence, its French phrases marked `lang="fr"` inside an English document. */
function Phrase({ phrase }: { phrase: TermsPhrase }) {
  if (typeof phrase === 'string') return phrase;
  return phrase.map((run) =>
    typeof run === 'string' ? (
      run
    ) : (
      <span key={run.text} lang={run.lang}>
        {run.text}
      </span>
    ),
  );
}

type Lang = TermsOfUse['lang'];

/** Each language's two addresses: the terms of use and the privacy policy. */
const addresses: Readonly<Record<Lang, { readonly terms: string; readonly privacy: string }>> = {
  fr: { terms: paths.termsFr, privacy: paths.kaoukaPrivacyFr },
  en: { terms: paths.termsEn, privacy: paths.kaoukaPrivacyEn },
};

interface KaoukaLegalPairProps {
  readonly lang: Lang;
  readonly terms: TermsOfUse;
  readonly privacy: TermsOfUse;
}

/**
 * Kaouka's terms of use and privacy policy in one language, told apart by
 * the address: each links its translation and the other document, so one
 * page module per language serves both.
 */
export function KaoukaLegalPair({ lang, terms, privacy }: KaoukaLegalPairProps) {
  const here = addresses[lang];
  const otherLang: Lang = lang === 'fr' ? 'en' : 'fr';
  const there = addresses[otherLang];
  const isPrivacy = useHere().pathname === here.privacy;
  const shown = isPrivacy ? 'privacy' : 'terms';
  const companion = isPrivacy ? 'terms' : 'privacy';
  return (
    <TermsDocument
      key={here[shown]}
      terms={isPrivacy ? privacy : terms}
      path={here[shown]}
      other={{ path: there[shown], lang: otherLang }}
      related={{
        path: here[companion],
        title: (isPrivacy ? TERMS_TITLES : PRIVACY_TITLES)[lang],
      }}
      backTo={paths.kaouka}
    />
  );
}
