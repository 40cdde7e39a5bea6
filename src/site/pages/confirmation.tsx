import { confirmationPage } from '../../content/confirmation.ts';
import {
  CONFIRMATION_API_PATH,
  CONFIRMATION_PAGE_PARAM,
  CONFIRMATION_STATUS,
} from '../../shared/confirmation-api.ts';
import { TokenActionPage, type TokenActionApi } from '../components/token-action-page.tsx';
import layout from './inner-page.module.css';

const api: TokenActionApi = {
  path: CONFIRMATION_API_PATH,
  pageParam: CONFIRMATION_PAGE_PARAM,
  status: CONFIRMATION_STATUS,
};

/**
 * The page the confirmation e-mail's link leads to (`confirmationPageUrl` in
 * src/shared/confirmation-api.ts); one click on its button confirms the sign-up.
 */
export default function ConfirmationPage() {
  return <TokenActionPage texts={confirmationPage} api={api} className={layout.page} />;
}
