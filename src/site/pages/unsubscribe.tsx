import { unsubscribeTexts } from '../../content/unsubscribe.ts';
import {
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_PAGE_PARAM,
  UNSUBSCRIBE_STATUS,
} from '../../shared/unsubscribe.ts';
import { TokenActionPage, type TokenActionApi } from '../components/token-action-page.tsx';
import layout from './inner-page.module.css';

const api: TokenActionApi = {
  path: UNSUBSCRIBE_API_PATH,
  pageParam: UNSUBSCRIBE_PAGE_PARAM,
  status: UNSUBSCRIBE_STATUS,
};

/**
 * The page the announcement's unsubscribe link opens (`unsubscribePageUrl`
 * in src/shared/unsubscribe.ts); one click on its button erases the address.
 */
export default function UnsubscribePage() {
  return <TokenActionPage texts={unsubscribeTexts} api={api} className={layout.page} />;
}
