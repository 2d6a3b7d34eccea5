import type { ParseKeys } from 'i18next';
import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation, type Translate } from '../lib/use-translation';
import type { i18n as appI18n } from '../lib/i18n';

type Components = Readonly<Record<string, ReactElement>>;

/**
 * react-i18next's `Trans` with the props used here: its own typing of the props, over every key
 * of the words, is more than the type checker can represent.
 */
const Sentence = Trans as unknown as (props: {
  i18nKey: string;
  components: Components;
  t: Translate;
  i18n: typeof appI18n;
}) => ReactElement;

/**
 * A sentence of the interface language with elements inside it: `<terms>…</terms>` in the words
 * becomes the element given as `terms`, so each language puts the link where its grammar wants
 * it. react-i18next's `Trans`, given our `t` and instance (the app has no react-i18next context).
 */
export function WordsWithLinks({
  i18nKey,
  components,
}: {
  i18nKey: ParseKeys<'translation'>;
  components: Components;
}) {
  const { t, i18n } = useTranslation();
  return <Sentence i18nKey={i18nKey} components={components} t={t} i18n={i18n} />;
}
