/**
 * The icons the site uses, from Tabler's MIT set, imported one by one so that
 * a form's script holds only its own. Icons are decorative: the link or
 * button around them carries the accessible name.
 */
export {
  IconAccessible,
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBriefcase,
  IconCalendarEvent,
  IconCalendarTime,
  IconCertificate,
  IconCircleCheck,
  IconDeviceDesktop,
  IconDeviceDesktop as IconThemeAuto,
  IconDownload,
  IconId,
  IconMail,
  IconMenu2,
  IconMoon as IconThemeDark,
  IconPhone,
  IconPrinter,
  IconReceiptEuro,
  IconSun as IconThemeLight,
  IconX,
} from '@tabler/icons-react';
