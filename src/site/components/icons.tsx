/**
 * The icons the site uses, from Tabler's MIT set, imported one by one so the
 * bundle only holds these. Those of every page's frame are Tabler's path data
 * drawn by pathIcon (path-icon.tsx says why). Icons are decorative: the link or button around
 * them carries the accessible name.
 */
import { pathIcon } from './path-icon.tsx';

export const IconCalendarEvent = pathIcon([
  'M4 7a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -12',
  'M16 3l0 4',
  'M8 3l0 4',
  'M4 11l16 0',
  'M8 15h2v2h-2l0 -2',
]);
export const IconBrandGithub = pathIcon([
  'M9 19c-4.3 1.4 -4.3 -2.5 -6 -3m12 5v-3.5c0 -1 .1 -1.4 -.5 -2c2.8 -.3 5.5 -1.4 5.5 -6a4.6 4.6 0 0 0 -1.3 -3.2a4.2 4.2 0 0 0 -.1 -3.2s-1.1 -.3 -3.5 1.3a12.3 12.3 0 0 0 -6.2 0c-2.4 -1.6 -3.5 -1.3 -3.5 -1.3a4.2 4.2 0 0 0 -.1 3.2a4.6 4.6 0 0 0 -1.3 3.2c0 4.6 2.7 5.7 5.5 6c-.6 .6 -.6 1.2 -.5 2v3.5',
]);
export const IconBrandDiscord = pathIcon([
  'M8 12a1 1 0 1 0 2 0a1 1 0 0 0 -2 0',
  'M14 12a1 1 0 1 0 2 0a1 1 0 0 0 -2 0',
  'M15.5 17c0 1 1.5 3 2 3c1.5 0 2.833 -1.667 3.5 -3c.667 -1.667 .5 -5.833 -1.5 -11.5c-1.457 -1.015 -3 -1.34 -4.5 -1.5l-.972 1.923a11.913 11.913 0 0 0 -4.053 0l-.975 -1.923c-1.5 .16 -3.043 .485 -4.5 1.5c-2 5.667 -2.167 9.833 -1.5 11.5c.667 1.333 2 3 3.5 3c.5 0 2 -2 2 -3',
  'M7 16.5c3.5 1 6.5 1 10 0',
]);
export const IconBrandInstagram = pathIcon([
  'M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10',
  'M8.5 12a3.5 3.5 0 1 0 7 0a3.5 3.5 0 0 0 -7 0',
  'M17 7v.01',
]);
export const IconBrandLinkedin = pathIcon([
  'M8 11v5',
  'M8 8v.01',
  'M12 16v-5',
  'M16 16v-3a2 2 0 1 0 -4 0',
  'M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10',
]);
export const IconBriefcase = pathIcon([
  'M3 9a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2l0 -9',
  'M8 7v-2a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v2',
  'M12 12l0 .01',
  'M3 13a20 20 0 0 0 18 0',
]);
export const IconMail = pathIcon([
  'M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10',
  'M3 7l9 6l9 -6',
]);
export const IconMenu2 = pathIcon(['M4 6l16 0', 'M4 12l16 0', 'M4 18l16 0']);
export const IconX = pathIcon(['M18 6l-12 12', 'M6 6l12 12']);
// The theme switch's three states: a sun, a moon, and a screen for « automatique » (the
// system's choice; a crossed sun and moon read as « disabled »).
export const IconThemeLight = pathIcon([
  'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
  'M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7',
]);
export const IconThemeDark = pathIcon([
  'M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454l0 .008',
]);
export const IconThemeAuto = pathIcon([
  'M3 5a1 1 0 0 1 1 -1h16a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-10',
  'M7 20h10',
  'M9 16v4',
  'M15 16v4',
]);
export const IconArrowLeft = pathIcon(['M5 12l14 0', 'M5 12l6 6', 'M5 12l6 -6']);

export {
  IconAccessible,
  IconAlertTriangle,
  IconArrowRight,
  IconCalendarTime,
  IconCertificate,
  IconCircleCheck,
  IconDeviceDesktop,
  IconDownload,
  IconId,
  IconPhone,
  IconPrinter,
  IconReceiptEuro,
} from '@tabler/icons-react';
